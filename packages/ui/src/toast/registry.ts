import { TOAST_LIMIT, TOAST_REMOVE_DELAY } from './constants.ts';

export type ToastId = string | number;

interface Entry {
  id: ToastId;
  removal?: ReturnType<typeof setTimeout>;
}

export interface ToastRegistryOptions {
  limit?: number;
  removeDelay?: number;
  /** Closes a toast on screen; called for the oldest open toasts when a new one passes the limit. */
  dismiss: (id: ToastId) => void;
}

/**
 * Keeps the ids of the newest toasts, newest first, as the product rules ask (docs/product-rules.md#toasts): a toast that
 * closes stays remembered for `removeDelay` ms (its exit) and counts towards `limit` until then; when a
 * new toast passes the limit, the oldest are forgotten and, if still open, dismissed. sonner itself has
 * neither rule (it keeps every toast and unmounts a closed one after a fixed 200 ms animation).
 */
export function createToastRegistry({
  limit = TOAST_LIMIT,
  removeDelay = TOAST_REMOVE_DELAY,
  dismiss,
}: ToastRegistryOptions) {
  let entries: Entry[] = [];

  const forget = (id: ToastId) => {
    entries = entries.filter((e) => e.id !== id);
  };

  return {
    /** A new toast, or an update of a known one (which reopens it if it was closing). */
    add(id: ToastId) {
      const known = entries.find((e) => e.id === id);
      if (known) {
        clearTimeout(known.removal);
        known.removal = undefined;
        return;
      }
      entries = [{ id }, ...entries];
      for (const dropped of entries.splice(limit)) {
        if (dropped.removal === undefined) dismiss(dropped.id);
        else clearTimeout(dropped.removal);
      }
    },
    /** The toast left the screen (dismissed or timed out): forget it after the removal delay. */
    closed(id: ToastId) {
      const entry = entries.find((e) => e.id === id);
      if (!entry || entry.removal !== undefined) return;
      entry.removal = setTimeout(() => forget(id), removeDelay);
    },
    /** Ids kept, newest first. */
    ids: () => entries.map((e) => e.id),
    /** Ids still on screen, newest first. */
    openIds: () => entries.filter((e) => e.removal === undefined).map((e) => e.id),
  };
}
