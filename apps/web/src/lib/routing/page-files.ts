// The route tree's lazy imports carry no list of the files a page needs (vite.config.ts): the served shell's page map
// has them (scripts/session-preloads.ts) and leaves a function that preloads a path's files, each once. The root
// route calls it before a page's code loads, on a navigation and on a link's preload alike, so a page's chunk and
// its imports are asked for together, not one after the other (docs/decisions/0057-one-map-of-a-page-s-files.md).

declare global {
  interface Window {
    /** Set by the shell's inline script; absent in development and in tests, where nothing needs it. */
    __preloadPage?: (pathname: string) => void;
  }
}

/** Asks for the files of the page at `pathname` that are not asked for yet. */
export function preloadPageFiles(pathname: string): void {
  if (typeof window !== 'undefined') window.__preloadPage?.(pathname);
}
