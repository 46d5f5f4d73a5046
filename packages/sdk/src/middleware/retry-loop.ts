// The retrying of ./retry.ts, loaded with the first request that may be retried.
import { NetworkError, parseRetryAfter } from '../errors.ts';
import { RETRY_STATUSES, type RetryPolicy } from './retry.ts';
import type { FetchLike } from './timeout.ts';

/** The wait before attempt `attempt + 1`: the server's `Retry-After` if it gave one, else back-off. */
export function retryDelay(
  attempt: number,
  retryAfter: string | null,
  policy: RetryPolicy,
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

/** Sends `request` until it gets an answer that is not "try again later", or the policy's attempts run out. */
export async function sendWithRetries(
  fetch: FetchLike,
  request: Request,
  init: RequestInit | undefined,
  policy: RetryPolicy,
): Promise<Response> {
  const signal = init?.signal ?? request.signal;
  for (let attempt = 0; ; attempt++) {
    const last = attempt >= policy.retries;
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
}
