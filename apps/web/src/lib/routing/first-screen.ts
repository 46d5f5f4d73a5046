// React's first render waits for the router's first load, up to the moment the router would show its skeleton
// (docs/decisions/0055-the-first-screen-loads-before-react-renders.md). Started before React has run, the first
// screen's guards and loaders send its reads at once instead of after a first render of empty, pending routes; and
// React then draws the screen once, with its data, over the document's own skeleton.

/**
 * Settles when `load` does, or after `pendingMs` if it is slower: a slow screen is rendered then anyway, so the
 * router's skeleton and the offline notice come when they always did. Never rejects: a failed screen is the
 * router's to show, and an error of the router itself is reported, as the router reports it when it starts the
 * load.
 */
export function firstScreenLoaded(load: Promise<unknown>, pendingMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, pendingMs);
    const settle = () => {
      clearTimeout(timer);
      resolve();
    };
    load.then(settle, (error: unknown) => {
      console.error(error);
      settle();
    });
  });
}
