/**
 * Every failed call rejects with one of these classes, so callers branch with `instanceof`
 * and never inspect an `{ error }` result. Messages: docs/product-rules.md#errors-and-messages.
 */

export const NETWORK_ERROR_MESSAGE = 'Something went wrong. Please refresh the page or try again.';
export const UNKNOWN_VALIDATION_MESSAGE = 'An unknown error occurred.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/** Location prefixes (FastAPI style) that name where a value was sent, not a field. */
const LOCATION_PREFIXES = new Set(['body', 'query', 'path', 'header', 'cookie']);

interface ApiErrorOptions {
  /** HTTP status; 0 when no response arrived (network failure, time-out). */
  status: number;
  /** The response body's `detail` (or the raw body text when it was not JSON). */
  detail?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly detail: unknown;

  constructor(message: string, { status, detail, cause }: ApiErrorOptions) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.detail = detail;
  }
}

/** No response: the server could not be reached or the connection broke. */
export class NetworkError extends ApiError {
  override name = 'NetworkError';
  constructor(options: { cause?: unknown } = {}) {
    super(NETWORK_ERROR_MESSAGE, { status: 0, cause: options.cause });
  }
}

/** The request took longer than the client's `timeoutMs`. */
export class TimeoutError extends ApiError {
  override name = 'TimeoutError';
  readonly timeoutMs: number;
  constructor(timeoutMs: number, options: { cause?: unknown } = {}) {
    super(`The request timed out after ${timeoutMs} ms.`, { status: 0, cause: options.cause });
    this.timeoutMs = timeoutMs;
  }
}

export interface ValidationIssue {
  /** Field path without its location prefix, joined with ' > ' ('' when the server gave none). */
  path: string;
  message: string;
}

/** 422: the request body, query or path parameters were rejected. */
export class ValidationError extends ApiError {
  override name = 'ValidationError';
  readonly issues: ValidationIssue[];
  /** Field path → its first message; issues without a path are only in `issues` and `message`. */
  readonly fields: Record<string, string>;

  constructor(detail: unknown) {
    const issues = validationIssues(detail);
    super(issues.length ? issues.map(formatIssue).join('\n') : UNKNOWN_VALIDATION_MESSAGE, {
      status: 422,
      detail,
    });
    this.issues = issues;
    this.fields = {};
    for (const { path, message } of issues) {
      if (path && !(path in this.fields)) this.fields[path] = message;
    }
  }
}

/** 403: signed in, but not allowed. Never a reason to sign out. */
export class ForbiddenError extends ApiError {
  override name = 'ForbiddenError';
}

/** 404: the resource does not exist (or is not visible to this user). */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
}

/** 429: too many attempts; `retryAfterSeconds` is the server's `Retry-After` (null when it gave none). */
export class TooManyRequestsError extends ApiError {
  override name = 'TooManyRequestsError';
  readonly retryAfterSeconds: number | null;
  constructor(message: string, options: ApiErrorOptions & { retryAfterSeconds: number | null }) {
    super(message, options);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/**
 * A `Retry-After` header in whole seconds from `now`: either delay-seconds or an HTTP date (RFC 9110).
 * Null when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date names its weekday and month; anything else ('-5', 'soon') is unreadable.
  const at = /^[a-z]{3}, /i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** 401 that a token refresh could not cure: the stored tokens were cleared. */
export class SessionExpiredError extends ApiError {
  override name = 'SessionExpiredError';
  constructor(options: { detail?: unknown; cause?: unknown } = {}) {
    super(SESSION_EXPIRED_MESSAGE, { status: 401, ...options });
  }
}

/** Reads a 422 `detail` list ({ loc, msg }[]); items that do not have that shape are skipped. */
export function validationIssues(detail: unknown): ValidationIssue[] {
  if (!Array.isArray(detail)) return [];
  return detail.flatMap((item: unknown) => {
    if (!isRecord(item) || typeof item.msg !== 'string') return [];
    const loc = Array.isArray(item.loc) ? item.loc.map(String) : [];
    const fieldLoc = loc.length && LOCATION_PREFIXES.has(loc[0] ?? '') ? loc.slice(1) : loc;
    return [{ path: fieldLoc.join(' > '), message: item.msg }];
  });
}

function formatIssue({ path, message }: ValidationIssue): string {
  return `${path || 'Unknown field'}: ${message}`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
