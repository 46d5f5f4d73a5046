// The SDK instances of the app: one client per audience, over browser token storage. The clients themselves
// (openapi-fetch and the SDK's middleware) load with the first request, or at start-up when a session is
// stored (router.tsx), so the sign-in page's first load carries none of them (budget, decision 0010).
import {
  type ApiClient,
  createBrowserTokenStore,
  createMemoryTokenStore,
  NetworkError,
  type TokenStore,
} from '@console/sdk';

const baseUrl = import.meta.env.VITE_API_BASE_URL ?? '/api';

// The shell is prerendered at build time, where there is no localStorage.
const tokenStoreFor = (audience: 'user' | 'staff'): TokenStore =>
  typeof window === 'undefined' ? createMemoryTokenStore() : createBrowserTokenStore(audience);

export const userTokens = tokenStoreFor('user');
export const staffTokens = tokenStoreFor('staff');

type Clients = { user: ApiClient; staff: ApiClient };
let clients: Promise<Clients> | undefined;

/**
 * Loads and creates both clients once. A failed load (offline, a new deploy) fails the request as a network error
 * and is tried again by the next call.
 */
export function loadApiClients(): Promise<Clients> {
  clients ??= import('./api-clients').then(
    ({ createClients }) => createClients(baseUrl, { user: userTokens, staff: staffTokens }),
    (error: unknown) => {
      clients = undefined;
      // To the screens it is what it is: the request could not be sent.
      throw new NetworkError({ cause: error });
    },
  );
  return clients;
}

/** The calls the app makes, each waiting for the client it goes through. */
export type Api = Pick<ApiClient, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'>;

function lazyApi(audience: keyof Clients): Api {
  const method =
    (name: keyof Api) =>
    (...args: unknown[]) =>
      loadApiClients().then((loaded) => (loaded[audience][name] as (...a: unknown[]) => unknown)(...args));
  // Each stand-in forwards its arguments untouched, so it has the real method's signature.
  return {
    GET: method('GET'),
    POST: method('POST'),
    PUT: method('PUT'),
    PATCH: method('PATCH'),
    DELETE: method('DELETE'),
  } as Api;
}

export const api = lazyApi('user');
export const staffApi = lazyApi('staff');

/**
 * Asks the server to revoke the audience's session (docs/product-rules.md#sign-out): its refresh token and the
 * access token sent with it. Sign-out never waits for it and never fails because of it.
 */
export function revokeSessionOnServer(audience: keyof Clients) {
  const tokens = (audience === 'user' ? userTokens : staffTokens).getTokens();
  if (!tokens) return;
  // The sign-out operations are public (no bearer added by the SDK): the access token goes along to be revoked too.
  const init = {
    body: { token: tokens.refreshToken },
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
  };
  const call = audience === 'user' ? api.POST('/logout', init) : staffApi.POST('/admin/auth/logout', init);
  void call.catch(() => undefined);
}
