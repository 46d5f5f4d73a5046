// A signed-in page needs TanStack Query, the SDK's client and its layout right after the entry, and all three
// load on first use (decision 0010). With a session stored, the served shell starts fetching them before the
// entry has run: a small inline script reads the token keys and adds `modulepreload` links, for the layout and for
// the page at the address (the router would ask for a page's chunks only once the entry has run). It also starts the
// reads the area's layout waits for before anything renders (the console's privileges, the staff member) with the
// stored token, and leaves them for the app to take (src/lib/session/early-reads.ts, decision 0050). Without a
// session (the sign-in page) it does nothing. The build writes it into the shell after the
// prerender (vite.config.ts); serve.ts allows it by its hash, like every inline script of the shell.
import { readFileSync, writeFileSync } from 'node:fs';

import { matchOrder, type RoutePage, routePattern } from './route-pages.ts';

/** The SDK's access-token keys (its STORAGE_KEYS; a unit test keeps them equal). */
export const ACCESS_TOKEN_KEYS = { user: 'accessToken', staff: 'staffAccessToken' } as const;

/**
 * What each area's layout waits for before it renders (routes/_authenticated.tsx, routes/admin/_staff.tsx). Not a
 * record an edit form saves with its version: the version comes from the SDK's own read (decision 0031).
 */
export const EARLY_READS = { user: ['/user/privileges'], staff: ['/admin/staff/me'] } as const;

/** The global the script leaves the reads in, for the app to take. */
export const EARLY_READS_GLOBAL = '__earlyReads';

/** A chunk of the browser build, as the bundler reports it. */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

// What a signed-in page loads on first use: Query's client and the SDK's clients, then its area's layout.
const FIRST_USE = [
  /[\\/]src[\\/]lib[\\/]query[\\/]query-policy\.ts$/,
  /[\\/]src[\\/]lib[\\/]api[\\/]api-clients\.ts$/,
];
const LAYOUTS = {
  user: /[\\/]src[\\/]routes[\\/]_authenticated\.tsx\?tsr-split=/,
  staff: /[\\/]src[\\/]routes[\\/]admin[\\/]_staff\.tsx\?tsr-split=/,
};
// Without a session, the area's sign-in page (its layout and its own route), where a signed-out visit lands.
const SIGN_IN = {
  user: [
    /[\\/]src[\\/]routes[\\/]_public\.tsx\?tsr-split=/,
    /[\\/]src[\\/]routes[\\/]_public[\\/]login\.tsx\?tsr-split=/,
  ],
  staff: [
    /[\\/]src[\\/]routes[\\/]admin[\\/]route\.tsx\?tsr-split=/,
    /[\\/]src[\\/]routes[\\/]admin[\\/]login\.tsx\?tsr-split=/,
  ],
};
/** Where each area's sign-in page is. */
const SIGN_IN_PATHS = { user: '/login', staff: '/admin/login' } as const;

/** A signed-in page's own files beyond its area's (`pattern` is tested against the address's path). */
export interface PagePreload {
  pattern: string;
  files: string[];
}

/** The files of each area's signed-in pages and of its sign-in page, loaded after the entry. */
export interface SessionPreloads {
  user: string[];
  staff: string[];
  userSignIn: string[];
  staffSignIn: string[];
  /** Each signed-in page's own files, most specific page first. */
  userPages: PagePreload[];
  staffPages: PagePreload[];
  /** The files of each page outside the signed-in layouts (sign-in, password reset, invitation…), without a session too. */
  openPages: PagePreload[];
}
// The signed-in layout of each area, as a page's route files name it.
const LAYOUT_FILES = { user: 'routes/_authenticated', staff: 'routes/admin/_staff' };
const MARKER = 'data-session-preloads';

/**
 * The files a signed-in page of each area loads after the entry, and those of its sign-in page, as URLs, without
 * the entry's own files.
 */
export function sessionPreloads(chunks: BuiltChunk[], pages: RoutePage[] = []): SessionPreloads {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const addWithImports = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const next of byFile.get(file)?.imports ?? []) addWithImports(next, into);
  };
  const loaded = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) addWithImports(chunk.fileName, loaded);

  const filesFor = (...modules: RegExp[]) => {
    const files = new Set<string>();
    for (const wanted of modules) {
      const chunk = chunks.find((c) => c.moduleIds.some((id) => wanted.test(id)));
      if (!chunk) throw new Error(`session preloads: no chunk of the build holds ${wanted}`);
      addWithImports(chunk.fileName, files);
    }
    return [...files].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
  };
  const within = (audience: 'user' | 'staff') => (page: RoutePage) =>
    page.routeFiles.includes(LAYOUT_FILES[audience]);
  const user = filesFor(...FIRST_USE, LAYOUTS.user);
  const staff = filesFor(...FIRST_USE, LAYOUTS.staff);
  // A page's route files are split into chunks of their own (`routes/x.tsx?tsr-split=…`); its files are those
  // chunks and their imports, less what its area preloads anyway.
  const pagesOf = (inArea: (page: RoutePage) => boolean, shared: string[]): PagePreload[] =>
    matchOrder(pages.filter(inArea)).flatMap((page) => {
      const files = new Set<string>();
      for (const routeFile of page.routeFiles) {
        const split = `/src/${routeFile}.tsx?tsr-split=`;
        for (const chunk of chunks)
          if (chunk.moduleIds.some((id) => id.replaceAll('\\', '/').includes(split)))
            addWithImports(chunk.fileName, files);
      }
      const own = [...files]
        .map((file) => `/${file}`)
        .filter((url) => !loaded.has(url.slice(1)) && !shared.includes(url));
      return own.length > 0 ? [{ pattern: routePattern(page.fullPath), files: own }] : [];
    });
  return {
    user,
    staff,
    userSignIn: filesFor(...SIGN_IN.user),
    staffSignIn: filesFor(...SIGN_IN.staff),
    userPages: pagesOf(within('user'), user),
    staffPages: pagesOf(within('staff'), staff),
    openPages: pagesOf((page) => !within('user')(page) && !within('staff')(page), []),
  };
}

/** The global function the script leaves for the app: it preloads the files of the page at a path. */
export const PAGE_PRELOAD_GLOBAL = '__preloadPage';

/**
 * The inline script: under /admin the staff area's files and reads with a staff session, else the console's with
 * a user's, and the files of the page at the address (the first pattern that matches); without one, on the area's
 * sign-in page, that page's files; on a page outside the signed-in layouts, that page's files. It leaves
 * `window.__preloadPage(path)`, the same for another path, each file once: the router calls it before a page's
 * code loads (lib/routing/page-files.ts), since the route tree's lazy imports carry no list of their files
 * (docs/decisions/0057-one-map-of-a-page-s-files.md). `apiBase` is where the SDK sends its requests
 * (`VITE_API_BASE_URL`, `/api` by default).
 */
export function sessionPreloadScript(preloads: SessionPreloads, apiBase = '/api'): string {
  // The pages' files once each, named by their place in this list.
  const table = [
    ...new Set(
      [...preloads.userPages, ...preloads.staffPages, ...preloads.openPages].flatMap((page) => page.files),
    ),
  ];
  const pages = (list: PagePreload[]) =>
    JSON.stringify(list.map(({ pattern, files }) => [pattern, files.map((file) => table.indexOf(file))]));
  const area = (audience: 'user' | 'staff') =>
    `{k:${JSON.stringify(ACCESS_TOKEN_KEYS[audience])},f:${JSON.stringify(preloads[audience])},` +
    `r:${JSON.stringify(EARLY_READS[audience])},p:${JSON.stringify(SIGN_IN_PATHS[audience])},` +
    `s:${JSON.stringify(preloads[`${audience}SignIn`])},m:${pages(preloads[`${audience}Pages`])}}`;
  // The area's files at low priority, as before the entry's own; the page's at the browser's default.
  // A read that fails, or is refused, leaves null: the app then asks through the SDK, which refreshes the session.
  return (
    `(function(){try{var u=${JSON.stringify(table)},o=${pages(preloads.openPages)},d={},` +
    `w=function(q){return /^\\/admin(\\/|$)/.test(q)?${area('staff')}:${area('user')}},` +
    `n=function(h,p){if(d[h])return;d[h]=1;var e=document.createElement('link');e.rel='modulepreload';` +
    `e.href=h;e.fetchPriority=p;document.head.appendChild(e)},l=function(h){n(h,'low')},` +
    `m=function(x,q){for(var i=0;i<x.length;i++)if(RegExp(x[i][0]).test(q)){x[i][1].forEach(function(j){n(u[j],'auto')});return 1}},` +
    `g=function(q){var a=w(q),t=localStorage.getItem(a.k);if(t){a.f.forEach(l);if(m(a.m,q))return t}` +
    `else if(q===a.p){a.s.forEach(l);return}m(o,q);return t},` +
    `q=location.pathname,a=w(q),t=g(q);` +
    `window.${PAGE_PRELOAD_GLOBAL}=function(p){try{g(p)}catch(e){}};if(!t)return;` +
    `var r={};a.r.forEach(function(p){r[p]=fetch(${JSON.stringify(apiBase)}+p,{headers:{Authorization:'Bearer '+t,Accept:'application/json'}})` +
    `.then(function(x){return x.ok?x.json():null}).catch(function(){return null})});` +
    `window.${EARLY_READS_GLOBAL}={token:t,reads:r}}catch(e){}})()`
  );
}

/**
 * Writes the script into the built shell, once, before its stylesheet: the parser runs an inline script only once
 * every stylesheet above it has loaded, so below it the page's files and reads would wait for the stylesheet's
 * round trip (docs/decisions/0056-the-page-map-before-the-stylesheet.md). After the `<meta charset>`, which must
 * come within the document's first bytes.
 */
export function addSessionPreloads(shellPath: string, preloads: SessionPreloads, apiBase?: string): void {
  const shell = readFileSync(shellPath, 'utf8');
  if (shell.includes(MARKER)) return;
  if (!shell.includes('</head>')) throw new Error('session preloads: the shell has no </head>');
  const script = `<script ${MARKER}>${sessionPreloadScript(preloads, apiBase)}</script>`;
  const stylesheet = shell.search(/<link [^>]*rel="stylesheet"/);
  const at = stylesheet === -1 ? shell.indexOf('</head>') : stylesheet;
  writeFileSync(shellPath, shell.slice(0, at) + script + shell.slice(at));
}
