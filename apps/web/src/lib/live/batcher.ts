// Live events applied in batches (docs/decisions/0048-live-data-in-the-app.md): what arrives within `windowMs`
// is applied at once, and the next batch waits for the last one's refetches, so a burst of events costs one
// refetch per query on screen per batch instead of one per event.

/** Collects items and hands them to `apply` in batches; `stop` drops what is waiting. */
export function createBatcher<T>(apply: (items: T[]) => unknown, windowMs = 250) {
  let items: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let applying = false;
  const schedule = () => {
    if (timer === undefined && !applying && items.length > 0)
      timer = setTimeout(() => void flush(), windowMs);
  };
  async function flush() {
    timer = undefined;
    applying = true;
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
