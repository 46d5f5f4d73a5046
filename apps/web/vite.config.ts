import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import tailwindcss from '@tailwindcss/vite';
import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import viteReact from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defaultClientConditions, defaultServerConditions, defineConfig, type PluginOption } from 'vite';

import { headlessWithoutVirtual } from './scripts/headless-without-virtual.ts';
import { precompiledMessages } from './scripts/precompiled-messages.ts';
import { routePages } from './scripts/route-pages.ts';
import {
  addSessionPreloads,
  type BuiltChunk,
  sessionPreloads as sessionPreloadFiles,
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
  /[\\/](apps[\\/]web[\\/]src[\\/](lib[\\/]|features[\\/][^\\/]+[\\/][^\\/]+\.search\.ts)|packages[\\/]sdk[\\/]src[\\/]|packages[\\/]ui[\\/]src[\\/](theme[\\/]|lib[\\/]cx|components[\\/](spinner|card|skeleton)|i18n[\\/](index|locale|messages|icu)\.ts)|node_modules[\\/]valibot[\\/])/;
// Start's client modules that import the app's own entries (router, start instance) are left out: through
// them the group would reach the whole app.
const importsTheApp = /default-entry|hydrateStart|StartClient/;
// The SDK's live stream (decision 0048) is reached from the SDK's index, which the entry imports: it loads with the
// app's live code instead (`liveStream` below), after a signed-in page has settled.
const sdkLive = /packages[\\/]sdk[\\/]src[\\/]live[\\/]/;
// Vite's preload helper, which the entry imports for its lazy imports: its id is virtual (`\0vite/preload-helper`), so
// no path above matches it, and in a chunk of its own it was one more request on every page.
const preloadHelper = /^\0vite[\\/]preload-helper/;
const initialModules = (id: string) =>
  preloadHelper.test(id) ||
  ((initialPackages.test(id) || initialApp.test(id)) && !importsTheApp.test(id) && !sdkLive.test(id));
// The groups below name the app's and the kit's files one by one (paths from the repo root; a name ending in
// `/` is a folder): a name that matches no module of the build fails it (chunkNamesExist), so a renamed or
// deleted file cannot leave a group quietly smaller.
const namedPaths: string[] = [];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('/', '[\\\\/]');
/** A module of `dir` named in `names`, noted for the build's check. */
function files(dir: string, names: readonly string[]): RegExp {
  namedPaths.push(...names.map((name) => `${dir}/${name}`));
  const each = names.map((name) => (name.endsWith('/') ? escape(name) : `${escape(name)}$`));
  return new RegExp(`[\\\\/]${escape(dir)}[\\\\/](${each.join('|')})`);
}
const anyOf =
  (...tests: { test: (id: string) => boolean }[]) =>
  (id: string) =>
    tests.some((test) => test.test(id));

// The sign-in page's own code beyond the entry, in three chunks instead of eight requests of under 1 kB (budget,
// decision 0010): the form hook and its messages (every form screen needs them too), what the form shares with
// the signed-in shell (below), and the session feature's pieces that the public pages share.
const formBasics = anyOf(
  files('apps/web/src/lib/forms', ['forms.ts', 'form-messages.tsx', 'field-bindings.ts']),
  files('packages/ui/src', ['components/alert.tsx']),
);
// What the sign-in page's form shares with every signed-in page's shell, in a chunk of its own so that the
// dashboard does not load the form hook: the registry of unsaved input (the leave prompt, the session guardian,
// sign-out), the count of saves in flight and a refused write's words (the app-wide mutation handler), the kit's
// button classes (the sign-in button, the header's buttons and menus), and the app's text link (the sign-in
// page's links, the lists' and detail pages').
const formsAndShell = anyOf(
  files('apps/web/src/lib/forms', [
    'unsaved-changes.ts',
    'form-submits.ts',
    'refused-writes.ts',
    // The words of lib/forms and the app's wording of an API error (the mutation handler's toasts, every form).
    'forms.messages.ts',
    'error-text.ts',
  ]),
  files('apps/web/src/components/navigation', ['text-link.tsx']),
  // The public pages' language select (the signed-in header's words load with it) and the languages' own names.
  files('apps/web/src/app/layout', ['public.messages.ts', 'names.ts']),
  files('packages/ui/src', ['lib/button-class.ts']),
);
const signInPieces = files('apps/web/src/features/session', [
  'session.api.ts',
  'session.schemas.ts',
  'components/login-errors.ts',
  'components/public-controls.tsx',
  'session.messages.ts',
]);

// The signed-in pages' shared code, in a few chunks instead of ~50 requests of 1-2 kB (Lighthouse, decision
// 0014). Each group is what a set of screens needs, so none loads code it does not use: Query's hooks and the
// header's kit pieces on every signed-in page; the list and form pieces, and the Headless UI internals they
// share (not the popups', which load on first use, decision 0010), on list and form screens. A group takes
// only its own modules (`includeDependenciesRecursively: false`), so /login takes none of them.
// Query's infinite-list observer and hooks are the SMS messages page's alone: they load with it. Its mutation
// observer and hook are the saving screens' (lists, forms, the sign-in pages of SSO and staff): a chunk of their own,
// since nothing of the dashboard or of a signed-in page's frame saves.
const mutationHooks =
  /[\\/]@tanstack[\\/](react-query|query-core)[\\/].*[\\/](mutationObserver|useMutation)\.js$/;
const infiniteLists =
  /(infiniteQueryObserver|useInfiniteQuery|useSuspenseInfiniteQuery|infiniteQueryOptions)\.js$/;
const queryHooks = anyOf(
  {
    test: (id: string) =>
      /[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/.test(id) &&
      !infiniteLists.test(id) &&
      !mutationHooks.test(id),
  },
  // The versions the API client keeps for the edit forms and deletes (decision 0031), read by the api chunk, the
  // edit-form chunk and the features' mutations: every page that sends a request loads Query too, and the sign-in
  // page does not load them before its first request.
  files('apps/web/src/lib/api', ['record-versions.ts']),
);
// The SDK's clients: openapi-fetch and the middleware, loaded with the first request (lib/api/api.ts).
const apiClients = anyOf(
  files('apps/web/src/lib/api', ['api-clients.ts']),
  files('packages/sdk/src', [
    'client.ts',
    'responses.ts',
    'request-info.ts',
    'call-options.ts',
    // Not the retrying itself (middleware/retry-loop.ts) nor the contract's operationIds: they load on first use.
    'middleware/auth.ts',
    'middleware/errors.ts',
    'middleware/profiler.ts',
    'middleware/refresh.ts',
    'middleware/retry.ts',
    'middleware/timeout.ts',
  ]),
  /[\\/]node_modules[\\/]openapi-fetch[\\/]/,
);
// Editing a stored record (decision 0031): the edit pages' own, so the lists and the dashboard do not load it.
const editForms = anyOf(
  files('apps/web/src/lib/forms', ['edit-form.ts', 'edit-form.messages.ts']),
  files('apps/web/src/components/form', ['record-conflict.tsx', 'conflict.messages.ts']),
);
// A catalog's translations (`locales/*.po?raw`) load when the tab is in that language, each on its own: the
// groups that take a whole folder leave them out, so English pages never carry German or French.
const translations = /\.po\?raw$/;
const libFolder = files('apps/web/src', ['lib/']);
const kitShell = anyOf(
  files('packages/ui/src', [
    'index.ts',
    'components/button.tsx',
    'components/menu.tsx',
    'components/page-header.tsx',
    'components/empty-state.tsx',
    // Counts on the dashboard, the pager and every "N users": small, and on nearly every signed-in page.
    'format/number.ts',
    'format/plural.ts',
    'lib/stand-in.ts',
    'lib/import-when-online.ts',
    'toast/toaster.tsx',
    'toast/sonner-loader.ts',
    'toast/toast.ts',
    'toast/registry.ts',
    'toast/constants.ts',
    'toast/index.ts',
    // Dates in the lists' cells and on the dashboard: every page that loads this chunk reads them too, and on /users
    // a request of its own otherwise (decision 0038).
    'format/date.ts',
    'format/local-formats.ts',
    // The page header's and the toasts' words (docs/decisions/0049-languages.md).
    'kit-shell.messages.ts',
  ]),
  { test: (id: string) => !translations.test(id) && libFolder.test(id) },
  // The header's palette launcher: shared by the header and the palette's own code, which loads later (decision
  // 0029).
  files('apps/web/src/app/command-palette', [
    'palette-launcher.tsx',
    'palette-keys.ts',
    'launcher.messages.ts',
  ]),
  // The leave question's words (every signed-in page has the prompt), and the signed-in frame's.
  files('apps/web/src/components/form', ['unsaved.messages.ts']),
  files('apps/web/src/app/layout', ['layout.messages.ts']),
  // The header's sign-out button, the console's and the staff area's.
  files('apps/web/src/features/session/components', ['sign-out-button.tsx']),
  files('apps/web/src/features/session', ['sign-out.messages.ts']),
);
// The signed-in frame both areas draw around a page (app/layout/app-frame.tsx and what it holds). Its lazy pieces (the
// leave question's dialog, the refetch notice, the live note) import only what every signed-in page has loaded, so
// their imports carry no list of files (see `modulePreload`).
const signedInFrame = anyOf(
  files('apps/web/src/app/layout', [
    'app-frame.tsx',
    'language-menu.tsx',
    'theme-menu.tsx',
    'theme-choices.tsx',
    'connection-notice.tsx',
  ]),
  files('apps/web/src/components/form', ['unsaved-changes-prompt.tsx']),
  files('apps/web/src/components/feedback', ['refetch-notice.tsx']),
);
const FRAME_CHUNK = 'frame';
const kitLists = anyOf(
  files('packages/ui/src/components', [
    'data-table.tsx',
    'data-table-header.tsx',
    'data-table-placeholders.tsx',
    'data-table-sort.ts',
    'pagination.tsx',
    'checkbox.tsx',
    'choice-field.tsx',
    'form-field.tsx',
    'text-input.tsx',
    'textarea.tsx',
    'badge.tsx',
    'error-state.tsx',
    'select.tsx',
    'dialog.tsx',
    'confirm-dialog.tsx',
    // Imported by the table alone: a request of its own otherwise (decision 0038).
    'data-table-scroll.ts',
    'data-table-rows.ts',
  ]),
  // The words of those kit parts (docs/decisions/0049-languages.md).
  files('packages/ui/src', ['kit.messages.ts']),
  files('apps/web/src/components', [
    'list/list-export-button.tsx',
    'list/list-filters.tsx',
    'list/list-filters-fold.tsx',
    'list/list-parts.tsx',
    'list/row-link.tsx',
    'list/list-controller.ts',
    'list/list-context.tsx',
    'list/list-empty.tsx',
    'list/use-list-search.ts',
    'list/use-default-view.ts',
    'list/use-list-page.ts',
    'list/list-screen-options.ts',
    'list/list-toolbar.tsx',
    'list/list-search-box.tsx',
    'list/list-views-tools.tsx',
    'list/list-views-control.ts',
    'list/list-views-columns.ts',
    'list/use-list-selection.ts',
    'list/bulk-actions.ts',
    'list/selection-bar.tsx',
    'list/list-sort.ts',
    'list/list-table.tsx',
    'list/use-live-rows.ts',
    'list/status-badge.tsx',
    'list/list.messages.ts',
    'form/form-actions.tsx',
    'form/form.messages.ts',
    // The list's offline notice, imported by the list's parts alone.
    'feedback/offline-refusal.tsx',
  ]),
  // The lib/ pieces that only the list and form screens use (not the dashboard): the paths each domain reads,
  // which writes invalidate; the list's query, columns and saved views; what a form does after its save.
  files('apps/web/src/lib', [
    'query/query-paths.ts',
    // The server-searched pickers' search term, on list and form screens only: out of the shell's lib/ fallback.
    'query/search-term.ts',
    'lists/list-query.ts',
    'lists/column-layout.ts',
    'lists/list-views.ts',
    'forms/labelled-options.ts',
    'forms/name-field.ts',
    'forms/fields.messages.ts',
    'forms/navigate-after-save.ts',
    'query/single-flight-mutation.ts',
    'lists/save-file.ts',
    'query/poll.ts',
    // What the lists and the edit forms read of the live stream (docs/decisions/0048-live-data-in-the-app.md).
    'live/live-cache.ts',
    'live/list-merge.ts',
  ]),
);
// The live stream's own code (decision 0048), loaded after the header's note (app/layout/live-note.tsx) once a
// signed-in page has settled: in a chunk of its own, not in the shell's.
const liveStream = anyOf(
  files('apps/web/src/lib/live', ['live-stream.ts', 'apply-events.ts', 'batcher.ts', 'event-targets.ts']),
  files('packages/sdk/src/live', ['subscribe.ts', 'sse-parser.ts']),
);
// The users feature's pieces that the users screens share (their queries and saves, the list's columns, the delete
// dialog, the Account Owner badge, and the roles' query for the role filter and the user form): one request instead
// of six on /users (decision 0038). The other screens that read one of them (the log's user filter, the roles
// screens, the staff area's users) load the rest too, under 2 kB.
const usersFeature = anyOf(
  files('apps/web/src/features/users', [
    'users.queries.ts',
    'users.mutations.ts',
    'components/user-columns.tsx',
    'components/delete-user-dialog.tsx',
    'components/account-owner-badge.tsx',
  ]),
  files('apps/web/src/features/roles', ['roles.queries.ts']),
);
// The staff area's access table (lib/access/staff-access.ts) and its hook: the console's pages never read them.
const staffAccess = files('apps/web/src/lib/access', [
  'staff-access.ts',
  'use-staff-access.ts',
  'staff-menu.messages.ts',
]);
const headlessBasics = (id: string) =>
  /[\\/]node_modules[\\/](@headlessui[\\/]react[\\/]dist[\\/]((utils|hooks|internal|machines)[\\/]|(machine|react-glue)\.js$|components[\\/](field|label|description|checkbox|input|textarea|keyboard|mouse)([\\/]|\.js$))|react-stately[\\/]dist[\\/]private[\\/]flags[\\/]|react-aria[\\/]dist[\\/]private[\\/](interactions|focus|utils)[\\/]|use-sync-external-store[\\/](with-selector|cjs[\\/][^\\/]*with-selector))/.test(
    id,
  ) && !/internal[\\/]floating\.js$/.test(id);

const reports = new URL('../../.reports/', import.meta.url).pathname;

// The browser build's treemap (gzip sizes), kept in .reports/ to see where a route's weight comes from.
function bundleReport(template: 'treemap' | 'raw-data', filename: string): PluginOption {
  const plugin = visualizer({ template, filename: reports + filename, gzipSize: true, brotliSize: true });
  return { ...plugin, name: `bundle-report-${template}`, applyToEnvironment: (env) => env.name === 'client' };
}

// The browser build's entry chunk, by its file name: `modulePreload.resolveDependencies` is told the importing
// chunk's name only. The session-preloads plugin fails the build if another chunk has such a name.
const ENTRY_CHUNK = 'entry';
/** Whether a chunk's file is the one named `name` (`assets/<name>-<hash>.js`). */
const chunkNamed = (fileName: string, name: string) =>
  new RegExp(`(^|[\\\\/])${name}-[\\w-]{7}\\.js$`).test(fileName);

// Brotli and gzip copies of every text file of the browser build, written after the shell is prerendered,
// so that serve.ts (or a CDN) sends the smallest encoding the browser accepts (decision 0013).
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// The built shell's inline script that starts loading a signed-in page's first-use chunks, and the page's own, when
// a session is stored (scripts/session-preloads.ts): the browser build's chunks are noted as they are written, the
// script goes into the shell after the prerender, before the compressed copies are made.
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
      const named = chunks.filter((chunk) => chunkNamed(chunk.fileName, ENTRY_CHUNK));
      if (named.length !== 1 || !named[0]?.isEntry)
        throw new Error(`the browser build's entry is not the one chunk named ${ENTRY_CHUNK}-…`);
    },
    buildApp: {
      order: 'post',
      async handler(builder) {
        const dir = builder.environments.client?.config.build.outDir;
        if (dir)
          addSessionPreloads(
            path.join(path.resolve(builder.config.root, dir), 'index.html'),
            sessionPreloadFiles(
              chunks,
              routePages(readFileSync(path.join(builder.config.root, 'src/routeTree.gen.ts'), 'utf8')),
            ),
            // Where the SDK sends its requests (lib/api/api.ts): the shell's early reads go there too.
            process.env.VITE_API_BASE_URL ?? '/api',
          );
      },
    },
  };
}

// Fails the browser build when a path the chunk groups name matches none of its modules (see `files`).
function chunkNamesExist(): PluginOption {
  return {
    name: 'chunk-names-exist',
    applyToEnvironment: (env) => env.name === 'client',
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()].map((id) => (id.split('?')[0] ?? id).replaceAll('\\', '/'));
      const missing = namedPaths.filter(
        (named) =>
          !ids.some((id) => (named.endsWith('/') ? id.includes(`/${named}`) : id.endsWith(`/${named}`))),
      );
      if (missing.length > 0)
        this.error(`vite.config.ts: the chunk groups name paths that match no module: ${missing.join(', ')}`);
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
        // The route tree's lazy imports (all in the entry) carry no list of the files each page needs: the shell's
        // page map has them, and the router asks it before a page's code loads (lib/routing/page-files.ts). The
        // frame's need none (see `signedInFrame`). Every other lazy import keeps its list
        // (docs/decisions/0057-one-map-of-a-page-s-files.md).
        modulePreload: {
          resolveDependencies: (_file, deps, { hostId }) =>
            chunkNamed(hostId, ENTRY_CHUNK) || chunkNamed(hostId, FRAME_CHUNK) ? [] : deps,
        },
        rolldownOptions: {
          output: {
            // Seven characters of content hash (42 bits) instead of eight, the fewest the bundler allows for this
            // many chunks: file names are written into every page (the route tree's map of a lazy import's files,
            // the shell's map of each page's, decision 0052), and a hash does not compress. Seven still tell a
            // file's versions apart.
            // Not the stylesheet's: the prerendered shell links it under the server build's name for it.
            entryFileNames: `assets/${ENTRY_CHUNK}-[hash:7].js`,
            chunkFileNames: 'assets/[name]-[hash:7].js',
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                { name: 'app', test: initialModules, tags: ['$initial'], priority: 4 },
                { name: 'forms', test: formBasics, priority: 2 },
                { name: 'forms-and-shell', test: formsAndShell, priority: 2 },
                { name: 'sign-in', test: signInPieces, priority: 2 },
                { name: 'edit-form', test: editForms, priority: 2 },
                { name: 'query', test: queryHooks, priority: 3 },
                { name: 'mutations', test: mutationHooks, priority: 3 },
                { name: 'api', test: apiClients, priority: 3 },
                { name: 'headless', test: headlessBasics, priority: 2 },
                { name: 'kit-lists', test: kitLists, priority: 1 },
                { name: 'staff-access', test: staffAccess, priority: 2 },
                { name: 'live', test: liveStream, priority: 2 },
                { name: 'users-feature', test: usersFeature, priority: 2 },
                { name: 'kit-shell', test: kitShell, priority: 1 },
                { name: FRAME_CHUNK, test: signedInFrame, priority: 1 },
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
    headlessWithoutVirtual(),
    precompiledMessages(),
    bundleReport('treemap', 'bundle-treemap.html'),
    bundleReport('raw-data', 'bundle-stats.json'),
    chunkNamesExist(),
    sessionPreloads(),
    precompress(),
  ],
});
