import { callOptionsOf } from '../call-options.ts';
import { NetworkError, TimeoutError } from '../errors.ts';

/** The fetch the client sends every request through (openapi-fetch passes a Request). */
export type FetchLike = (input: Request, init?: RequestInit) => Promise<Response>;

/** A request may take up to 15 minutes (docs/product-rules.md#constants). */
export const DEFAULT_TIMEOUT_MS = 900_000;

/**
 * Wraps fetch with the client's time-out, or the call's own `timeoutMs` (combined with the caller's own signal) and maps failures:
 * time-out → TimeoutError, a fetch TypeError (no response) → NetworkError. A caller's own abort is
 * passed on unchanged, so cancelled queries are not reported as failures.
 */
export function createTimeoutFetch(baseFetch: FetchLike, timeoutMs: number): FetchLike {
  return async (request, init) => {
    const ms = callOptionsOf(request).timeoutMs ?? timeoutMs;
    const timeout = AbortSignal.timeout(ms);
    timeout.addEventListener('abort', () => ownTimeouts.add(timeout.reason), { once: true });
    const callerSignal = init?.signal ?? request.signal;
    try {
      return await baseFetch(request, { ...init, signal: AbortSignal.any([callerSignal, timeout]) });
    } catch (error) {
      throw mapFetchFailure(error, { timedOut: timeout.aborted && !callerSignal.aborted, timeoutMs: ms });
    }
  };
}

function mapFetchFailure(error: unknown, { timedOut, timeoutMs }: { timedOut: boolean; timeoutMs: number }) {
  if (timedOut || isTimeoutAbort(error)) return new TimeoutError(timeoutMs, { cause: error });
  if (error instanceof TypeError) return new NetworkError({ cause: error });
  return error;
}

/**
 * The reasons the client's own time-outs aborted with. A caller's `AbortSignal.timeout()` aborts with a
 * DOMException of the same name, so only identity tells the client's time-out from the caller's.
 */
const ownTimeouts = new WeakSet<object>();

/** The client's time-out struck (also while a body is read); a caller's own abort is not one. */
export function isTimeoutAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && ownTimeouts.has(error);
}
