// A signed-in page needs TanStack Query, the SDK's client and its layout right after the entry, and all three
// load on first use (decision 0010). With a session stored, the served shell starts fetching them before the
// entry has run: a small inline script reads the token keys and adds `modulepreload` links. It also starts the
// reads the area's layout waits for before anything renders (the console's privileges, the staff member) with the
// stored token, and leaves them for the app to take (src/lib/session/early-reads.ts, decision 0050). Without a
// session (the sign-in page) it does nothing. The build writes it into the shell after the
// prerender (vite.config.ts); serve.ts allows it by its hash, like every inline script of the shell.
import { readFileSync, writeFileSync } from 'node:fs';

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
const MARKER = 'data-session-preloads';

/** The files a signed-in page of each area loads after the entry, as URLs, without the entry's own files. */
export function sessionPreloads(chunks: BuiltChunk[]): { user: string[]; staff: string[] } {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const addWithImports = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const next of byFile.get(file)?.imports ?? []) addWithImports(next, into);
  };
  const loaded = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) addWithImports(chunk.fileName, loaded);

  const filesFor = (layout: RegExp) => {
    const files = new Set<string>();
    for (const wanted of [...FIRST_USE, layout]) {
      const chunk = chunks.find((c) => c.moduleIds.some((id) => wanted.test(id)));
      if (!chunk) throw new Error(`session preloads: no chunk of the build holds ${wanted}`);
      addWithImports(chunk.fileName, files);
    }
    return [...files].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
  };
  return { user: filesFor(LAYOUTS.user), staff: filesFor(LAYOUTS.staff) };
}

/**
 * The inline script: under /admin with a staff session the staff area's files and reads, else with a user's
 * session the console's. `apiBase` is where the SDK sends its requests (`VITE_API_BASE_URL`, `/api` by default).
 */
export function sessionPreloadScript(
  preloads: { user: string[]; staff: string[] },
  apiBase = '/api',
): string {
  const area = (audience: 'user' | 'staff') =>
    `{k:${JSON.stringify(ACCESS_TOKEN_KEYS[audience])},f:${JSON.stringify(preloads[audience])},r:${JSON.stringify(EARLY_READS[audience])}}`;
  // A read that fails, or is refused, leaves null: the app then asks through the SDK, which refreshes the session.
  return (
    `(function(){try{var a=/^\\/admin(\\/|$)/.test(location.pathname)?${area('staff')}:${area('user')},` +
    `t=localStorage.getItem(a.k);if(!t)return;` +
    `a.f.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;` +
    `l.fetchPriority='low';document.head.appendChild(l)});var r={};` +
    `a.r.forEach(function(p){r[p]=fetch(${JSON.stringify(apiBase)}+p,{headers:{Authorization:'Bearer '+t,Accept:'application/json'}})` +
    `.then(function(x){return x.ok?x.json():null}).catch(function(){return null})});` +
    `window.${EARLY_READS_GLOBAL}={token:t,reads:r}}catch(e){}})()`
  );
}

/** Writes the script into the built shell, once, at the end of its head. */
export function addSessionPreloads(
  shellPath: string,
  preloads: { user: string[]; staff: string[] },
  apiBase?: string,
): void {
  const shell = readFileSync(shellPath, 'utf8');
  if (shell.includes(MARKER)) return;
  if (!shell.includes('</head>')) throw new Error('session preloads: the shell has no </head>');
  const script = `<script ${MARKER}>${sessionPreloadScript(preloads, apiBase)}</script>`;
  writeFileSync(shellPath, shell.replace('</head>', `${script}</head>`));
}
