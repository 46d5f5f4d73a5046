import tailwindcss from '@tailwindcss/vite';
import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import viteReact from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

export default defineConfig({
  server: {
    port: 3000,
    strictPort: true,
    // Same-origin API in development too: /api/* goes to the mock (or VITE_API_PROXY_TARGET).
    proxy: {
      '/api': {
        target: process.env.VITE_API_PROXY_TARGET ?? 'http://127.0.0.1:4010',
        rewrite: (p) => p.replace(/^\/api/, ''),
      },
    },
  },
  resolve: {
    tsconfigPaths: true,
    // Workspace packages resolve to their TypeScript sources inside the monorepo (see tsconfig customConditions).
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
    // SPA mode: the session lives in browser storage, so pages render in the browser;
    // the build is a static shell (dist/client/index.html) plus code-split chunks.
    tanstackStart({
      spa: { enabled: true, prerender: { outputPath: '/index.html' } },
      // Loaders go with their screen's chunk: what a loader imports (queries, the SDK calls of a domain)
      // stays out of the first load of /login (budget, decision 0010).
      router: {
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        },
      },
    }),
    viteReact(),
  ],
});
