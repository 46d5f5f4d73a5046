// A tab opened before a deploy asks, on its next navigation, for chunks the new build no longer has (the servers
// answer 404, decision 0030). It reloads into the new build once; what was typed in open forms is kept for the
// reload (lib/unsaved-changes.ts). A second failure soon after is a broken build, not a deploy: no reload then
// (never a loop), the route's error screen shows. In the entry chunk, so kept small: it must work when no other
// chunk of the old build can be loaded any more.
const RELOADED_AT = 'deploy.reloaded';
/** A reload within this time of the last one is not tried again. */
const RELOAD_GUARD_MS = 60_000;

let beforeReload = () => {};

/** Registers what must be saved before such a reload (the forms' input). */
export const onDeployReload = (save: () => void) => {
  beforeReload = save;
};

/** Called once as the app starts. */
export function recoverFromDeploySkew() {
  // Vite reports every failed dynamic import (and stylesheet) of the app here before it rejects. When no reload
  // is due, the failure is marked handled, so it reaches the route's error screen as a plain error and the
  // router's own reload-once for a missing module does not reload either.
  window.addEventListener('vite:preloadError', (event) => {
    // Offline, a chunk fails to load because nothing can: a reload would leave the app for the browser's
    // offline page. The import rejects as it is (not marked handled, which would make it resolve to nothing),
    // and a caller that waits for the connection (the kit's `importWhenOnline`) tries again. The router's own
    // reload-once for a missing route chunk is marked done for this failure, so the route's error screen shows
    // instead and loads the page when the connection is back (features/shell/components/route-states.tsx).
    if (!navigator.onLine) {
      const message = (event as Event & { payload?: { message?: unknown } }).payload?.message;
      if (typeof message === 'string') sessionStorage.setItem(`tanstack_router_reload:${message}`, '1');
      return;
    }
    const now = Date.now();
    if (now - Number(sessionStorage.getItem(RELOADED_AT) ?? 0) < RELOAD_GUARD_MS)
      return event.preventDefault();
    sessionStorage.setItem(RELOADED_AT, String(now));
    beforeReload();
    location.reload();
  });
}
