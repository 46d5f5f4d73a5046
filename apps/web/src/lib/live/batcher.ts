// Live events applied in batches (docs/decisions/0048-live-data-in-the-app.md): what arrives within `windowMs`
// is applied at once; the next batch waits for the last one's refetches, and under a steady flow of events
// batches are at least `gapMs` apart, so a burst costs one refetch per query on screen per batch, at most one a
// second, instead of one per event.

/** Collects items and hands them to `apply` in batches; `stop` drops what is waiting. */
export function createBatcher<T>(apply: (items: T[]) => unknown, windowMs = 250, gapMs = 1_000) {
  let items: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let applying = false;
  let lastAt = -Infinity;
  const schedule = () => {
    if (timer !== undefined || applying || items.length === 0) return;
    timer = setTimeout(() => void flush(), Math.max(windowMs, lastAt + gapMs - Date.now()));
  };
  async function flush() {
    timer = undefined;
    applying = true;
    lastAt = Date.now();
    const batch = items;
    items = [];
    try {
      await apply(batch);
    } catch {
      // A batch that failed to apply (a refetch that failed says so on its own screen) does not stop the next.
    } finally {
      applying = false;
      schedule();
    }
  }
  return {
    push(item: T) {
      items.push(item);
      schedule();
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      items = [];
    },
  };
}
