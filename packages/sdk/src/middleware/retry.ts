import { callOptionsOf } from '../call-options.ts';
import type { FetchLike } from './timeout.ts';

/** Opt-in retries (`retry: true` takes these defaults). */
export interface RetryOptions {
  /** Further attempts after the first. Default 2. */
  retries?: number;
  /** The first back-off; each further one doubles, with jitter (a random 50–100 % of it). Default 500 ms. */
  minDelayMs?: number;
  /** No wait is longer; a `Retry-After` beyond it ends the retrying (the answer is returned). Default 30 s. */
  maxDelayMs?: number;
}

/** Safe to send twice: retried. POST and PATCH never are. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);
/** Statuses that say "try again later": request time-out, too many requests, gateway trouble. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 429, 502, 503, 504]);

export type RetryPolicy = Required<RetryOptions>;

function policyOf(retry: boolean | RetryOptions | undefined): RetryPolicy | null {
  if (!retry) return null;
  const { retries = 2, minDelayMs = 500, maxDelayMs = 30_000 } = retry === true ? {} : retry;
  return { retries, minDelayMs, maxDelayMs };
}

/**
 * Sends a request again after a network failure or a 408/429/502/503/504 answer, when retries are on
 * (client `retry`, or the call's own) and the method is idempotent. Each attempt is a copy of the
 * request, so a PUT body is sent whole every time, and each gets the full time-out of the fetch below.
 * The retrying itself (./retry-loop.ts) loads with the first request that may be retried, so that a browser
 * app that never retries does not carry it; if it cannot load (offline), the request is sent once.
 */
export function createRetryFetch(
  fetch: FetchLike,
  clientRetry: boolean | RetryOptions | undefined,
): FetchLike {
  return async (request, init) => {
    const own = callOptionsOf(request).retry;
    const policy = IDEMPOTENT.has(request.method) ? policyOf(own ?? clientRetry) : null;
    if (!policy) return fetch(request, init);
    const loop = await import('./retry-loop.ts').catch(() => null);
    return loop ? loop.sendWithRetries(fetch, request, init, policy) : fetch(request, init);
  };
}
