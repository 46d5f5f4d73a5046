import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { firstScreenLoaded } from './first-screen';

/** A load the test settles by hand. */
function manualLoad() {
  let finish!: () => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
}

/** Whether `promise` has settled, after the microtasks queued so far. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('firstScreenLoaded', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('settles as soon as the first load does, before the pending time', async () => {
    const load = manualLoad();
    const ready = firstScreenLoaded(load.promise, 1000);
    await vi.advanceTimersByTimeAsync(300);
    expect(await settled(ready)).toBe(false);

    load.finish();
    expect(await settled(ready)).toBe(true);
  });

  it('settles at the pending time when the load is slower, and the load goes on', async () => {
    const load = manualLoad();
    const ready = firstScreenLoaded(load.promise, 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(ready)).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(ready)).toBe(true);
  });

  it('settles, and reports the error, when the router fails to load', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = manualLoad();
    const ready = firstScreenLoaded(load.promise, 1000);

    load.fail(new Error('router broke'));
    expect(await settled(ready)).toBe(true);
    expect(reported).toHaveBeenCalledWith(new Error('router broke'));
  });
});
