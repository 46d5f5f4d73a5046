/**
 * Options a single call takes beside openapi-fetch's own (`params`, `body`, `signal`, …), e.g.
 * `api.GET('/user/{id}', { params, errorHooks: false, timeoutMs: 5_000 })`. openapi-fetch copies keys it
 * does not know onto the call's `Request`, which is how the middlewares and the fetch wrapper read them.
 */
import type { RetryOptions } from './middleware/retry.ts';

export interface CallOptions {
  /**
   * `false`: this call handles its own 403/404, so the client's `onForbidden` and `onNotFound` hooks are
   * not called (the call still rejects with `ForbiddenError`/`NotFoundError`). Default `true`.
   */
  errorHooks?: boolean;
  /** Sent as `X-Request-Id` and carried by the call's error; default: a new random id per call. */
  requestId?: string;
  /** This call's time-out, instead of the client's `timeoutMs`. */
  timeoutMs?: number;
  /** Retries for this call (idempotent methods only), instead of the client's `retry`; `false` turns them off. */
  retry?: boolean | RetryOptions;
}

/** The call options a request carries (none when the request was not made by a client call). */
export function callOptionsOf(request: Request): CallOptions {
  return request as Request & CallOptions;
}
