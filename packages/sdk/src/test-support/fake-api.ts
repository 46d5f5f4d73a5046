/** A fake fetch standing in for the API in unit tests: records every request, answers from a handler. */
import type { FetchLike } from '../middleware/timeout.ts';

interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | null;
  requestId: string | null;
  body: string;
}

export type Handler = (request: Request, recorded: RecordedRequest) => Response | Promise<Response>;

export function createFakeFetch(handler: Handler) {
  const requests: RecordedRequest[] = [];
  const fetch: FetchLike = async (input, init) => {
    const request = new Request(input, init);
    request.signal.throwIfAborted(); // as fetch does
    const recorded = {
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get('Authorization'),
      requestId: request.headers.get('X-Request-Id'),
      body: await request.clone().text(),
    };
    requests.push(recorded);
    return handler(request, recorded);
  };
  return { fetch, requests, count: (path: string) => requests.filter((r) => r.path === path).length };
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** Resolves only when the request is aborted (then rejects with the signal's reason, as fetch does). */
export function hangUntilAborted(request: Request): Promise<Response> {
  return new Promise((_, reject) => {
    if (request.signal.aborted) reject(request.signal.reason as Error);
    request.signal.addEventListener('abort', () => reject(request.signal.reason as Error), { once: true });
  });
}

interface AuthServerOptions {
  /** The access token the server accepts at first. */
  validAccessToken: string;
  refreshPath?: string;
  /** Answer for the refresh call; default: rotate to `<n>` tokens and accept the new access token. */
  refresh?: (token: string) => Response | Promise<Response>;
}

/** A server that accepts one access token; its refresh endpoint rotates the pair (a1/r1 → a2/r2 …). */
export function createAuthServer({
  validAccessToken,
  refreshPath = '/refreshtoken',
  refresh,
}: AuthServerOptions) {
  let valid = validAccessToken;
  let generation = 1;
  const rotate = () => {
    generation += 1;
    valid = `a${generation}`;
    return json(200, { access_token: valid, refresh_token: `r${generation}` });
  };
  const fake = createFakeFetch(async (_request, recorded) => {
    if (recorded.path === refreshPath) {
      const { token } = JSON.parse(recorded.body) as { token: string };
      // Give parallel 401s time to pile up behind the one refresh.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return refresh ? refresh(token) : rotate();
    }
    if (recorded.authorization !== `Bearer ${valid}`) return json(401, { detail: 'Token expired' });
    return json(200, { path: recorded.path, method: recorded.method, body: recorded.body || null });
  });
  return {
    ...fake,
    /** Makes the server reject the current access token (as if it expired). */
    expireAccessToken: () => {
      valid = 'nothing-is-valid';
    },
  };
}
