import type { Client, ClientPathsWithMethod, FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import createClient from 'openapi-fetch';

import type { CallOptions } from './call-options.ts';
import type { ForbiddenError, NotFoundError } from './errors.ts';
import { TimeoutError } from './errors.ts';
import { createAuthMiddleware } from './middleware/auth.ts';
import { createErrorsMiddleware } from './middleware/errors.ts';
import { createProfilerMiddleware, type Logger } from './middleware/profiler.ts';
import { createRefreshMiddleware } from './middleware/refresh.ts';
import { createRetryFetch, type RetryOptions } from './middleware/retry.ts';
import {
  createTimeoutFetch,
  DEFAULT_TIMEOUT_MS,
  type FetchLike,
  isTimeoutAbort,
} from './middleware/timeout.ts';
import type { paths } from './openapi.gen.ts';
import { createRequestIdMiddleware, describeCall, newRequestId, withCall } from './request-info.ts';
import type { Audience, TokenStore } from './token-store.ts';

export interface ApiClientOptions {
  /** Root of the API, e.g. '/api' in the app or 'https://api.example.com'. */
  baseUrl: string;
  /** Whose tokens the client sends and refreshes. */
  audience: Audience;
  tokenStore: TokenStore;
  /** Defaults to the global fetch. In Node, pass `createNodeFetch()` from '@console/sdk/node' (see README). */
  fetch?: FetchLike | typeof globalThis.fetch;
  /** Per request (refresh and replay each get their own; a call may pass its own). Default 900 000 ms (15 minutes). */
  timeoutMs?: number;
  /**
   * Off by default. `true` or options: a GET, HEAD, PUT or DELETE that gets no answer or a 408, 429, 502,
   * 503 or 504 is sent again, after an exponential back-off with jitter or the server's `Retry-After`.
   */
  retry?: boolean | RetryOptions;
  /** The session could not be refreshed: its tokens were cleared. Called once per expiry. */
  onSessionExpired?(audience: Audience): void;
  /** Called for every 403, unless the call passed `errorHooks: false`. */
  onForbidden?(error: ForbiddenError): void;
  /** Called for every 404, unless the call passed `errorHooks: false`. */
  onNotFound?(error: NotFoundError): void;
  /** Receives the responses' `profiler` fields (debug). Default: console. */
  logger?: Logger;
}

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
export type Media = `${string}/${string}`;
type RequiredKeysOf<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
/** Same rule as openapi-fetch: the init argument is optional unless it has a required key. */
export type InitParam<Init> = [RequiredKeysOf<Init>] extends [never]
  ? [(Init & CallOptions & { [key: string]: unknown })?]
  : [Init & CallOptions & { [key: string]: unknown }];
/** Errors reject, so a resolved call always has its data: keep only openapi-fetch's success branch. */
export type Success<R> = Extract<R, { data: unknown }>;

type ApiMethod<M extends HttpMethod> = <
  Path extends ClientPathsWithMethod<Client<paths>, M>,
  Init extends MaybeOptionalInit<paths[Path], M>,
>(
  url: Path,
  ...init: InitParam<Init>
) => Promise<Success<FetchResponse<NonNullable<paths[Path][M]>, Init, Media>>>;

/** The openapi-fetch client over the contract's `paths`; every call resolves with data or rejects. */
export type ApiClient = Omit<Client<paths>, Uppercase<HttpMethod>> & {
  [M in HttpMethod as Uppercase<M>]: ApiMethod<M>;
};

/** Each client's audience, for helpers that pick the audience's own operation (live/subscribe.ts). */
const audiences = new WeakMap<object, Audience>();

/** The audience a client was created for (its tokens, its refresh path, its event stream). */
export function audienceOf(client: object): Audience {
  const audience = audiences.get(client);
  if (!audience) throw new TypeError('Not a client made by createApiClient.');
  return audience;
}

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE', 'request'] as const;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, audience, tokenStore, timeoutMs = DEFAULT_TIMEOUT_MS, logger = console } = options;
  const baseFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const fetch = createRetryFetch(createTimeoutFetch(baseFetch, timeoutMs), options.retry);
  const client = createClient<paths>({ baseUrl, fetch });

  // openapi-fetch runs onRequest in this order and onResponse in reverse: so the bearer is set
  // before the refresh middleware copies the request, a 401 is cured before errors are mapped,
  // and the profiler sees error bodies too.
  client.use(
    createRequestIdMiddleware(),
    createErrorsMiddleware(options),
    createProfilerMiddleware(logger),
    createAuthMiddleware(tokenStore),
    createRefreshMiddleware({
      audience,
      baseUrl,
      tokenStore,
      fetch,
      onSessionExpired: options.onSessionExpired,
    }),
  );

  // A time-out can also strike while openapi-fetch reads the body, after the middlewares ran; and an
  // error thrown by the refresh middleware (SessionExpiredError) has not met the errors middleware.
  for (const method of METHODS) {
    const call = client[method] as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      // The request id is chosen here, so even an error that never met the middlewares carries it.
      const [verb, path, init] = method === 'request' ? args : [method, ...args];
      const options = { ...(init as CallOptions | undefined) };
      options.requestId ??= newRequestId();
      const callArgs = method === 'request' ? [verb, path, options] : [path, options];
      return call(...callArgs).catch(async (error: unknown) => {
        const ms = options.timeoutMs ?? timeoutMs;
        const mapped = isTimeoutAbort(error) ? new TimeoutError(ms, { cause: error }) : error;
        throw await withCall(mapped, () => ({
          ...describeCall(String(verb), String(path)),
          requestId: options.requestId,
        }));
      });
    };
  }
  audiences.set(client, audience);
  return client as unknown as ApiClient;
}
