/**
 * Every failed call rejects with one of these classes, so callers branch with `instanceof`
 * and never inspect an `{ error }` result. Messages: docs/product-rules.md#errors-and-messages.
 */
import type { components } from './openapi.gen.ts';

export const NETWORK_ERROR_MESSAGE = 'Something went wrong. Please refresh the page or try again.';
export const UNKNOWN_VALIDATION_MESSAGE = 'An unknown error occurred.';
const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
export const CONFLICT_MESSAGE = 'Someone else changed this record since you opened it.';

/** The contract's error bodies: `Error` for every status but 422, `ValidationError` for 422. */
export type ErrorDetail = components['schemas']['Error']['detail'];
export type ValidationErrorDetail = components['schemas']['ValidationError']['detail'];

/** The call an error belongs to: what to log and what to quote to the API's operators. */
export interface ApiRequestInfo {
  /** 'GET', 'POST', … */
  method: string;
  /** The URL sent, with the values of token-like path and query parameters replaced by '[redacted]'. */
  url: string | undefined;
  /** The contract's path, e.g. '/user/{id}'. */
  pathTemplate: string;
  /** The contract's operationId, e.g. 'getUser' (undefined for a path the contract does not have). */
  operationId: string | undefined;
  /** Sent as the `X-Request-Id` header; the API echoes it and logs it. */
  requestId: string | undefined;
}

/** Location prefixes (FastAPI style) that name where a value was sent, not a field. */
const LOCATION_PREFIXES = new Set(['body', 'query', 'path', 'header', 'cookie']);

export interface ApiErrorOptions {
  /** HTTP status; 0 when no response arrived (network failure, time-out). */
  status: number;
  /** The response body's `detail` (or the raw body text when it was not JSON). */
  detail?: ErrorDetail | ValidationErrorDetail | undefined;
  cause?: unknown;
  /** The response's headers (none when no response arrived). */
  headers?: Record<string, string> | undefined;
}

/** Response headers left out of `toJSON()`: they can carry credentials. */
const SECRET_HEADERS = new Set(['set-cookie', 'authorization', 'cookie', 'proxy-authorization']);

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  /** The contract's `Error.detail` (a string), the raw body text when it was not such JSON, or undefined. */
  readonly detail: ErrorDetail | ValidationErrorDetail | undefined;
  /** The response's headers, names in lower case (empty when no response arrived). */
  readonly headers: Readonly<Record<string, string>>;
  /** The call that failed; set by the client before the error reaches the caller. */
  request: ApiRequestInfo | undefined = undefined;

  constructor(message: string, { status, detail, cause, headers }: ApiErrorOptions) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.detail = detail;
    this.headers = headers ?? {};
  }

  /** The `X-Request-Id` the call was sent with (the API's logs carry the same). */
  get requestId(): string | undefined {
    return this.request?.requestId;
  }

  /**
   * A log line's worth: name, message, status, the request (method, redacted URL, path template,
   * operationId, request id), the detail and the response headers without cookies. Never a token:
   * request headers are not kept at all.
   */
  toJSON(): Record<string, unknown> {
    const headers = Object.fromEntries(
      Object.entries(this.headers).filter(([name]) => !SECRET_HEADERS.has(name)),
    );
    return {
      name: this.name,
      message: this.message,
      status: this.status,
      ...this.request,
      detail: this.detail,
      headers,
    };
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
  /** The contract's 422 `detail` list (undefined when the body did not have one). */
  declare readonly detail: ValidationErrorDetail | undefined;
  readonly issues: ValidationIssue[];
  /** Field path → its first message; issues without a path are only in `issues` and `message`. */
  readonly fields: Record<string, string>;

  constructor(detail: unknown, headers?: Record<string, string>) {
    const issues = validationIssues(detail);
    super(issues.length ? issues.map(formatIssue).join('\n') : UNKNOWN_VALIDATION_MESSAGE, {
      status: 422,
      detail: Array.isArray(detail) ? (detail as ValidationErrorDetail) : undefined,
      headers,
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
  declare readonly detail: ErrorDetail | undefined;
}

/** 404: the resource does not exist (or is not visible to this user). */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
  declare readonly detail: ErrorDetail | undefined;
}

/** 429: too many attempts; `retryAfterSeconds` is the server's `Retry-After` (null when it gave none). */
export class TooManyRequestsError extends ApiError {
  override name = 'TooManyRequestsError';
  declare readonly detail: ErrorDetail | undefined;
  readonly retryAfterSeconds: number | null;
  constructor(message: string, options: ApiErrorOptions & { retryAfterSeconds: number | null }) {
    super(message, options);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), retryAfterSeconds: this.retryAfterSeconds };
  }
}

/**
 * 412: the record changed since the version sent in `If-Match`. `current` is the record as it is now and
 * `etag` its version: show the differences, then send again with `If-Match: etag`.
 */
export class ConflictError<T = unknown> extends ApiError {
  override name = 'ConflictError';
  readonly current: T | undefined;
  readonly etag: string | undefined;
  constructor(current: T | undefined, options: ApiErrorOptions) {
    super(CONFLICT_MESSAGE, options);
    this.current = current;
    this.etag = options.headers?.etag;
  }

  /** The log line leaves the record out: it can hold personal data. */
  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), etag: this.etag };
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
  constructor(options: { detail?: ErrorDetail | undefined; cause?: unknown } = {}) {
    super(SESSION_EXPIRED_MESSAGE, { status: 401, ...options });
  }
}

/** Reads a 422 `detail` list ({ loc, msg }[]); items that do not have that shape are skipped. */
function validationIssues(detail: unknown): ValidationIssue[] {
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
