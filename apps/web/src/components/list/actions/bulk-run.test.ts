import { describe, expect, it } from 'vitest';

import { BULK_CONCURRENCY, collectPages, runBulk } from './bulk-run';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('runBulk', () => {
  it('marks as worth retrying only what may go through again (the network, a busy or failing server)', async () => {
    const answer = (status: number) => Object.assign(new Error(`Answered ${status}`), { status });
    const statuses = [0, 403, 404, 409, 422, 429, 500, 503];
    const outcome = await runBulk(statuses, (status) => Promise.reject(answer(status)), {
      signal: new AbortController().signal,
    });
    const retried = outcome.failed.filter((f) => f.retryable).map((f) => f.row);
    expect(retried.sort((a, b) => a - b)).toEqual([0, 429, 500, 503]);
  });

  it('never has more than four calls in flight, and reports each row with its outcome', async () => {
    let inFlight = 0;
    let most = 0;
    const rows = Array.from({ length: 10 }, (_, i) => i);
    const outcome = await runBulk(
      rows,
      async (row) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await tick();
        inFlight--;
        if (row % 3 === 0) throw new Error(`Row ${row} is refused.`);
      },
      { signal: new AbortController().signal },
    );
    expect(most).toBe(BULK_CONCURRENCY);
    expect(outcome.succeeded.sort((a, b) => a - b)).toEqual([1, 2, 4, 5, 7, 8]);
    expect(outcome.failed.map((f) => f.message).sort()).toEqual([
      'Row 0 is refused.',
      'Row 3 is refused.',
      'Row 6 is refused.',
      'Row 9 is refused.',
    ]);
    expect(outcome.skipped).toEqual([]);
  });

  it('starts nothing more after Cancel: the rest come back as skipped', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const outcome = await runBulk(
      [1, 2, 3, 4, 5, 6, 7, 8],
      async (row) => {
        started.push(row);
        if (row === 2) controller.abort();
        await tick();
      },
      { signal: controller.signal, limit: 2 },
    );
    expect(started).toEqual([1, 2]);
    expect(outcome.skipped).toEqual([3, 4, 5, 6, 7, 8]);
  });
});

describe('collectPages', () => {
  it('reads pages until the total is reached', async () => {
    const all = Array.from({ length: 7 }, (_, i) => i);
    const asked: number[] = [];
    const rows = await collectPages(
      (page) => {
        asked.push(page);
        return Promise.resolve({ items: all.slice((page - 1) * 3, page * 3), total: 7, size: 3 });
      },
      { signal: new AbortController().signal },
    );
    expect(rows).toEqual(all);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      collectPages(() => Promise.resolve({ items: [1], total: 5, size: 1 }), { signal: controller.signal }),
    ).rejects.toThrow();
  });
});
