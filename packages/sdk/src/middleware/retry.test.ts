import { describe, expect, it } from 'vitest';

import { ApiError, TimeoutError, TooManyRequestsError } from '../errors.ts';
import { clientAnswering } from '../test-support/client.ts';
import { hangUntilAborted, json } from '../test-support/fake-api.ts';
import { retryDelay } from './retry-loop.ts';

const quick = { retries: 2, minDelayMs: 1, maxDelayMs: 5_000 };

/** Answers the given responses in turn (the last one from then on). */
function answers(...responses: (() => Response | Promise<Response>)[]) {
  let index = 0;
  return () => (responses[Math.min(index++, responses.length - 1)] ?? responses[0])!();
}

describe('retries (opt-in)', () => {
  it('retries a GET that got a 503, and resolves with the 200 that follows', async () => {
    const { api, fake } = clientAnswering(
      answers(
        () => json(503, { detail: 'Busy' }),
        () => json(200, { id: 1 }),
      ),
      { retry: quick },
    );
    await expect(api.GET('/user/me')).resolves.toMatchObject({ data: { id: 1 } });
    expect(fake.count('/user/me')).toBe(2);
  });

  it('never retries a POST', async () => {
    const { api, fake } = clientAnswering(() => json(503, { detail: 'Busy' }), { retry: quick });
    const error = await api
      .POST('/roles', { body: { name: 'x', privileges: [] } } as never)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503 });
    expect(fake.count('/roles')).toBe(1);
  });

  it("waits the server's Retry-After before the next attempt", async () => {
    const { api, fake } = clientAnswering(
      answers(
        () => json(429, { detail: 'Slow down' }, { 'Retry-After': '1' }),
        () => json(200, { id: 1 }),
      ),
      { retry: quick },
    );
    const started = performance.now();
    await api.GET('/user/me');
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.count('/user/me')).toBe(2);
  });

  it('sends a PUT body whole on every attempt and gives up after `retries`, rejecting with the last answer', async () => {
    const { api, fake } = clientAnswering(() => json(502, { detail: 'Bad gateway' }), { retry: quick });
    const body = { first_name: 'A', last_name: 'B', email: 'a@b.test' };
    await expect(api.PUT('/user/me', { body })).rejects.toBeInstanceOf(ApiError);
    expect(fake.requests.map((r) => JSON.parse(r.body) as unknown)).toEqual([body, body, body]);
  });

  it('retries a network failure', async () => {
    const { api, fake } = clientAnswering(
      answers(
        () => Promise.reject(new TypeError('fetch failed')),
        () => json(200, { id: 1 }),
      ),
      { retry: quick },
    );
    await expect(api.GET('/user/me')).resolves.toMatchObject({ data: { id: 1 } });
    expect(fake.count('/user/me')).toBe(2);
  });

  it('is off unless asked for, by the client or by the call', async () => {
    const off = clientAnswering(() => json(429, { detail: 'Slow down' }));
    await expect(off.api.GET('/user/me')).rejects.toBeInstanceOf(TooManyRequestsError);
    expect(off.fake.count('/user/me')).toBe(1);
    await expect(off.api.GET('/user/me', { retry: { ...quick, retries: 1 } })).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
    expect(off.fake.count('/user/me')).toBe(3);
  });

  it('backs off exponentially with jitter, capped, and gives up on a Retry-After beyond the cap', () => {
    const policy = { retries: 5, minDelayMs: 100, maxDelayMs: 1_000 };
    expect([0, 1, 2, 3, 4].map((n) => retryDelay(n, null, policy, () => 1))).toEqual([
      100, 200, 400, 800, 1000,
    ]);
    expect(retryDelay(2, null, policy, () => 0)).toBe(200);
    expect(retryDelay(0, '2', policy)).toBeNull();
  });
});

describe('per-request time-out', () => {
  it("a call's timeoutMs replaces the client's", async () => {
    const { api } = clientAnswering(hangUntilAborted, { timeoutMs: 60_000 });
    const error = await api.GET('/user/me', { timeoutMs: 30 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 30 });
  });
});
