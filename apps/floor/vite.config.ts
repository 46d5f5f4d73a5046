// The app's build setup (apps/web/vite.config.ts) without what serves its features: Start in SPA mode with the
// shell prerendered, loaders split with their screens, the workspace packages from source, and the build's
// brotli and gzip copies that the production server sends (decision 0013). No chunk groups: the floor is what
// the bundler does by itself (decision 0035).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import tailwindcss from '@tailwindcss/vite';
import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import viteReact from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type PluginOption } from 'vite';

function precompress(): PluginOption {
  return {
    name: 'precompress',
    enforce: 'post',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const dir = builder.environments.client?.config.build.outDir;
        if (!dir) return;
        const root = path.resolve(builder.config.root, dir);
        for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
          const file = path.join(entry.parentPath, entry.name);
          if (!entry.isFile() || !/\.(js|css|html|svg|json)$/.test(entry.name) || file.includes('.vite'))
            continue;
          const bytes = readFileSync(file);
          writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
}

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    conditions: ['@console/source', ...defaultClientConditions],
  },
  ssr: {
    resolve: {
      conditions: ['@console/source', ...defaultServerConditions],
      externalConditions: ['@console/source'],
    },
  },
  plugins: [
    tailwindcss(),
    tanstackStart({
      spa: { enabled: true, prerender: { outputPath: '/index.html' } },
      router: {
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        },
      },
    }),
    viteReact(),
    precompress(),
  ],
});
