/**
 * Node consumers: `@console/sdk/node`. Node's built-in fetch (undici) gives up on a response whose
 * headers take longer than 300 s, and on a body that stalls for 300 s, which would cut the SDK's
 * 15-minute time-out short. This builds a fetch over the undici package the consumer installs,
 * with both limits raised to the client's time-out. It takes the module as an argument so the
 * SDK itself has no runtime dependency on undici (and the browser build never sees it).
 */
import { DEFAULT_TIMEOUT_MS, type FetchLike } from './middleware/timeout.ts';

/** The parts of the `undici` package this uses (`import * as undici from 'undici'`). */
export interface UndiciModule<Dispatcher = object> {
  Agent: new (options: { headersTimeout: number; bodyTimeout: number }) => Dispatcher;
  // Method syntax on purpose: undici's own RequestInit/Response types are checked bivariantly.
  fetch(input: string, init: UndiciRequestInit<Dispatcher>): Promise<UndiciResponse>;
}

/**
 * What this passes to undici's `fetch`: every field is present and assignable to undici's own
 * `RequestInit` (also under `exactOptionalPropertyTypes`), and no DOM type is named.
 */
export interface UndiciRequestInit<Dispatcher> {
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
  redirect: 'error' | 'follow' | 'manual';
  signal: AbortSignal;
  dispatcher: Dispatcher;
}

export interface UndiciResponse {
  status: number;
  statusText: string;
  headers: Iterable<[string, string]>;
  /** undici's stream is Node's web ReadableStream, the same class as the global one at run time. */
  body: unknown;
}

export interface NodeFetchOptions {
  /** Must be at least the client's `timeoutMs`. Default 900 000 ms. */
  timeoutMs?: number;
}

/**
 * A fetch for `createApiClient({ fetch })` in Node whose headers and body time-outs are `timeoutMs`.
 * Requests and responses are converted to and from undici's own classes, so any undici version works.
 */
export function createNodeFetch<Dispatcher>(
  undici: UndiciModule<Dispatcher>,
  options: NodeFetchOptions = {},
): FetchLike {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const dispatcher = new undici.Agent({ headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await undici.fetch(request.url, {
      method: request.method,
      headers: [...request.headers],
      body: request.body ? await request.arrayBuffer() : null,
      redirect: request.redirect,
      signal: request.signal,
      dispatcher,
    });
    return new Response(response.body as ReadableStream<Uint8Array> | null, {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
    });
  };
}

export { DEFAULT_TIMEOUT_MS };
