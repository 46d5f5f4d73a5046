// A tab opened before a deploy asks, on its next navigation, for chunks the new build no longer has (the servers
// answer 404, decision 0030). It reloads into the new build once, keeping what was typed in open forms: the
// values go to sessionStorage for the reload and back into the same forms after it. A second failure soon after
// is a broken build, not a deploy: no reload then (never a loop), the route's error screen shows.
import { keepUnsavedInput, type KeptForm } from './unsaved-changes';

const RELOADED_AT = 'console.deploy-reload.at';
const KEPT = 'console.deploy-reload.input';
/** A reload within this time of the last one is not tried again. */
export const RELOAD_GUARD_MS = 60_000;

interface Kept {
  url: string;
  forms: KeptForm[];
}
let kept: Kept | undefined;

const here = () => location.pathname + location.search;

/**
 * Reloads into the new build unless it did so within RELOAD_GUARD_MS; the open forms' input is kept for the
 * reloaded page. Returns whether it reloads.
 */
export function reloadIntoNewBuild(now = Date.now()): boolean {
  if (now - Number(sessionStorage.getItem(RELOADED_AT) ?? 0) < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOADED_AT, String(now));
  const forms = keepUnsavedInput();
  if (forms.length > 0) sessionStorage.setItem(KEPT, JSON.stringify({ url: here(), forms } satisfies Kept));
  location.reload();
  return true;
}

/**
 * Takes the input kept for a form of this page (by its field names) across the reload, once. Storage holds it
 * only until the reloaded app starts (`recoverFromDeploySkew`), never longer.
 */
export function takeKeptInput(key: string): Record<string, unknown> | undefined {
  if (kept?.url !== here()) return undefined;
  const index = kept.forms.findIndex((form) => form.key === key);
  return index < 0 ? undefined : kept.forms.splice(index, 1)[0]?.values;
}

/** Called once as the app starts: picks up kept input, and reloads when a chunk of the old build fails to load. */
export function recoverFromDeploySkew() {
  try {
    kept = JSON.parse(sessionStorage.getItem(KEPT) ?? 'null') ?? undefined;
  } catch {
    kept = undefined;
  }
  sessionStorage.removeItem(KEPT);
  // Vite reports every failed dynamic import (and stylesheet) of the app here before it rejects. When no reload
  // is due, the failure is marked handled, so it reaches the route's error screen as a plain error and the
  // router's own reload-once for a missing module does not reload either.
  window.addEventListener('vite:preloadError', (event) => {
    if (!reloadIntoNewBuild()) event.preventDefault();
  });
}
