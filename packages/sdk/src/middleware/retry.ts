import { callOptionsOf } from '../call-options.ts';
import { NetworkError, parseRetryAfter } from '../errors.ts';
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

function policyOf(retry: boolean | RetryOptions | undefined): Required<RetryOptions> | null {
  if (!retry) return null;
  const { retries = 2, minDelayMs = 500, maxDelayMs = 30_000 } = retry === true ? {} : retry;
  return { retries, minDelayMs, maxDelayMs };
}

/** The wait before attempt `attempt + 1`: the server's `Retry-After` if it gave one, else back-off. */
export function retryDelay(
  attempt: number,
  retryAfter: string | null,
  policy: Required<RetryOptions>,
  random = Math.random,
): number | null {
  const seconds = parseRetryAfter(retryAfter);
  if (seconds !== null) return seconds * 1000 <= policy.maxDelayMs ? seconds * 1000 : null;
  const backoff = Math.min(policy.maxDelayMs, policy.minDelayMs * 2 ** attempt);
  return Math.round(backoff * (0.5 + random() / 2));
}

function sleep(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const done = () => {
      signal?.removeEventListener('abort', abort);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/**
 * Sends a request again after a network failure or a 408/429/502/503/504 answer, when retries are on
 * (client `retry`, or the call's own) and the method is idempotent. Each attempt is a copy of the
 * request, so a PUT body is sent whole every time, and each gets the full time-out of the fetch below.
 */
export function createRetryFetch(
  fetch: FetchLike,
  clientRetry: boolean | RetryOptions | undefined,
): FetchLike {
  return async (request, init) => {
    const own = callOptionsOf(request).retry;
    const policy = IDEMPOTENT.has(request.method) ? policyOf(own ?? clientRetry) : null;
    const signal = init?.signal ?? request.signal;
    for (let attempt = 0; ; attempt++) {
      const last = !policy || attempt >= policy.retries;
      try {
        const response = await fetch(last ? request : request.clone(), init);
        if (last || !RETRY_STATUSES.has(response.status)) return response;
        const delay = retryDelay(attempt, response.headers.get('Retry-After'), policy);
        if (delay === null) return response;
        await response.body?.cancel();
        await sleep(delay, signal);
      } catch (error) {
        if (last || !(error instanceof NetworkError)) throw error;
        await sleep(retryDelay(attempt, null, policy) ?? 0, signal);
      }
    }
  };
}
