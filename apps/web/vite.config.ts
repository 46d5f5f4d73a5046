import tailwindcss from '@tailwindcss/vite';
import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import viteReact from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { visualizer } from 'rollup-plugin-visualizer';
import { defaultClientConditions, defaultServerConditions, defineConfig, type PluginOption } from 'vite';
import {
  addSessionPreloads,
  sessionPreloads as sessionPreloadFiles,
  type BuiltChunk,
} from './scripts/session-preloads.ts';

// What every page needs before it can render: React, the router, Query's React context and Start's client, and
// the app's route tree with the code that runs on navigation (route files, lib/, the SDK's errors and token
// stores, the features' URL searches in `<domain>.search.ts`; their form rules in `<domain>.schemas.ts` load with
// their screens). Grouped into the entry chunk instead of ~30 small shared chunks (budget, decision 0010). Only
// modules the entry imports statically (`$initial`) are taken, so the kit and the screens stay in their routes'
// chunks. Query's core and the SDK's clients load on first use (decision 0020).
const initialPackages =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|seroval|seroval-plugins|@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|start-client-core|react-start-client|react-start|start-fn-stubs|start-storage-context))[\\/]/;
const initialApp =
  /[\\/](apps[\\/]web[\\/]src[\\/](lib[\\/]|features[\\/][^\\/]+[\\/][^\\/]+\.search\.ts)|packages[\\/]sdk[\\/]src[\\/]|packages[\\/]ui[\\/]src[\\/](theme[\\/]|lib[\\/]cx|components[\\/](spinner|card|skeleton))|node_modules[\\/]valibot[\\/]|vite[\\/]preload-helper)/;
// Start's client modules that import the app's own entries (router, start instance) are left out: through
// them the group would reach the whole app.
const importsTheApp = /default-entry|hydrateStart|StartClient/;
const initialModules = (id: string) =>
  (initialPackages.test(id) || initialApp.test(id)) && !importsTheApp.test(id);
// The sign-in page's own code beyond the entry, in two chunks instead of eight requests of under 1 kB (budget,
// decision 0010): the form hook with what it imports (every form screen needs it too), and the session feature's
// pieces that the public pages share.
const formBasics =
  /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/](forms\.ts|form-messages\.tsx|unsaved-changes\.ts)$|[\\/]packages[\\/]ui[\\/]src[\\/](components[\\/]alert\.tsx|lib[\\/]button-class\.ts)$/;
const signInPieces =
  /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]session[\\/](session\.api\.ts|session\.schemas\.ts|components[\\/](login-errors\.ts|public-controls\.tsx))$/;

// The signed-in pages' shared code, in a few chunks instead of ~50 requests of 1-2 kB (Lighthouse, decision
// 0014). Each group is what a set of screens needs, so none loads code it does not use: Query's hooks and the
// header's kit pieces on every signed-in page; the list and form pieces, and the Headless UI internals they
// share (not the popups', which load on first use, decision 0010), on list and form screens. A group takes
// only its own modules (`includeDependenciesRecursively: false`), so /login takes none of them.
const queryHooks = /[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/;
// The SDK's clients: openapi-fetch and the middleware, loaded with the first request (lib/api.ts).
const apiClients =
  /[\\/](apps[\\/]web[\\/]src[\\/]lib[\\/]api-clients\.ts|packages[\\/]sdk[\\/]src[\\/](client\.ts|responses\.ts|middleware[\\/])|node_modules[\\/]openapi-fetch[\\/])/;
const kitShell =
  /[\\/]packages[\\/]ui[\\/]src[\\/](index\.ts|components[\\/](button|menu|page-header|empty-state)\.tsx|lib[\\/]stand-in\.ts|toast[\\/](toaster\.tsx|sonner-loader\.ts|toast\.ts|registry\.ts|constants\.ts|index\.ts))$|[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]/;
const kitLists =
  /[\\/]packages[\\/]ui[\\/]src[\\/]components[\\/](data-table(-header|-sort)?|pagination|checkbox|choice-field|form-field|text-input|textarea|badge|error-state|select|dialog|confirm-dialog)\.tsx?$|[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]shell[\\/]components[\\/](list-[a-z-]+|status-badge|table-card|form-actions|edit-delete[a-z-]*)\.tsx$/;
const headlessBasics = (id: string) =>
  /[\\/]node_modules[\\/](@headlessui[\\/]react[\\/]dist[\\/]((utils|hooks|internal|machines)[\\/]|(machine|react-glue)\.js$|components[\\/](field|label|description|checkbox|input|textarea|keyboard|mouse)([\\/]|\.js$))|react-aria[\\/]dist[\\/]private[\\/](interactions|focus|utils)[\\/]|use-sync-external-store[\\/](with-selector|cjs[\\/][^\\/]*with-selector))/.test(
    id,
  ) && !/internal[\\/]floating\.js$/.test(id);

const reports = new URL('../../.reports/', import.meta.url).pathname;

// The browser build's treemap (gzip sizes), kept in .reports/ to see where a route's weight comes from.
function bundleReport(template: 'treemap' | 'raw-data', filename: string): PluginOption {
  const plugin = visualizer({ template, filename: reports + filename, gzipSize: true, brotliSize: true });
  return { ...plugin, name: `bundle-report-${template}`, applyToEnvironment: (env) => env.name === 'client' };
}

// Brotli and gzip copies of every text file of the browser build, written after the shell is prerendered,
// so that serve.ts (or a CDN) sends the smallest encoding the browser accepts (decision 0013).
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// The built shell's inline script that starts loading a signed-in page's first-use chunks when a session is
// stored (scripts/session-preloads.ts): the browser build's chunks are noted as they are written, the script
// goes into the shell after the prerender, before the compressed copies are made.
function sessionPreloads(): PluginOption {
  let chunks: BuiltChunk[] = [];
  return {
    name: 'session-preloads',
    enforce: 'post',
    applyToEnvironment: (env) => env.name === 'client',
    generateBundle(_options, bundle) {
      chunks = Object.values(bundle).flatMap((out) =>
        out.type === 'chunk'
          ? [{ fileName: out.fileName, isEntry: out.isEntry, imports: out.imports, moduleIds: out.moduleIds }]
          : [],
      );
    },
    buildApp: {
      order: 'post',
      async handler(builder) {
        const dir = builder.environments.client?.config.build.outDir;
        if (dir)
          addSessionPreloads(
            path.join(path.resolve(builder.config.root, dir), 'index.html'),
            sessionPreloadFiles(chunks),
          );
      },
    },
  };
}

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
          if (!entry.isFile() || !compressible.test(entry.name) || file.includes(`${path.sep}.vite`))
            continue;
          const bytes = readFileSync(file);
          writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
          );
        }
      },
    },
  };
}

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
  environments: {
    client: {
      build: {
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                { name: 'app', test: initialModules, tags: ['$initial'], priority: 4 },
                { name: 'forms', test: formBasics, priority: 2 },
                { name: 'sign-in', test: signInPieces, priority: 2 },
                { name: 'query', test: queryHooks, priority: 3 },
                { name: 'api', test: apiClients, priority: 3 },
                { name: 'headless', test: headlessBasics, priority: 2 },
                { name: 'kit-lists', test: kitLists, priority: 1 },
                { name: 'kit-shell', test: kitShell, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  resolve: {
    tsconfigPaths: true,
    // Workspace packages resolve to their TypeScript sources inside the monorepo (see tsconfig customConditions).
    conditions: ['@console/source', ...defaultClientConditions],
    // TanStack Store imports the shim of useSyncExternalStore, which carries a fallback for React before 18.
    // React 19 has the hook: the shim-free build of the same selector hook is enough (budget, decision 0010).
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
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
    bundleReport('treemap', 'bundle-treemap.html'),
    bundleReport('raw-data', 'bundle-stats.json'),
    sessionPreloads(),
    precompress(),
  ],
});
