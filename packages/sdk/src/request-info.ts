// What an error says about its call (method, redacted URL, path template, operationId, request id), and
// the request id itself: sent as `X-Request-Id`, echoed and logged by the API.
import type { Middleware } from 'openapi-fetch';

import { callOptionsOf } from './call-options.ts';
import { ApiError, type ApiRequestInfo } from './errors.ts';

const REQUEST_ID_HEADER = 'X-Request-Id';

/** Path and query parameters whose values are secrets (reset and SSO tokens in paths, codes). */
const SECRET_PARAM = /token|secret|password|code|key/i;
const REDACTED = '[redacted]';

export function newRequestId(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  // randomUUID needs a secure context in browsers; a random id is enough to find a log line.
  return uuid ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** Sets `X-Request-Id` on every request that has none (a call may pass its own as `requestId`). */
export function createRequestIdMiddleware(): Middleware {
  return {
    onRequest({ request }) {
      if (!request.headers.has(REQUEST_ID_HEADER)) {
        request.headers.set(REQUEST_ID_HEADER, callOptionsOf(request).requestId ?? newRequestId());
      }
    },
  };
}

// The contract's operationIds (about 2 kB gzipped) load with the first error that names its call, so that a
// browser's first load does not carry them. If they cannot load (offline, before they ever did), the error
// names its call without one.
let operationIds: Readonly<Record<string, string>> = {};
let loading: Promise<void> | undefined;
function loadOperationIds(): Promise<void> {
  loading ??= import('./operation-ids.gen.ts').then(
    (module) => {
      operationIds = module.OPERATION_IDS;
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

export function describeCall(method: string, pathTemplate: string, request?: Request): ApiRequestInfo {
  const upper = method.toUpperCase();
  return {
    method: upper,
    url: request ? redactUrl(request.url, pathTemplate) : undefined,
    pathTemplate,
    operationId: operationIds[`${upper} ${pathTemplate}`],
    requestId: request?.headers.get(REQUEST_ID_HEADER) ?? (request && callOptionsOf(request).requestId),
  };
}

/** Gives an ApiError its call, unless it already has one; other errors pass unchanged. */
export async function withCall<E>(error: E, describe: () => ApiRequestInfo): Promise<E> {
  if (error instanceof ApiError && !error.request) {
    await loadOperationIds();
    error.request = describe();
  }
  return error;
}

/** The URL with the values of secret-named path segments (from the template) and query parameters hidden. */
export function redactUrl(href: string, pathTemplate: string): string {
  const url = new URL(href);
  const template = pathTemplate.split('/');
  const segments = url.pathname.split('/');
  const offset = segments.length - template.length; // the base URL's own segments come first
  template.forEach((part, index) => {
    const name = /^\{(.+)\}$/.exec(part)?.[1];
    if (name && SECRET_PARAM.test(name) && offset >= 0) segments[offset + index] = REDACTED;
  });
  url.pathname = segments.join('/');
  for (const key of [...url.searchParams.keys()]) {
    if (SECRET_PARAM.test(key)) url.searchParams.set(key, REDACTED);
  }
  return url.toString().replaceAll(encodeURIComponent(REDACTED), REDACTED);
}
