import { describe, expect, it, vi } from 'vitest';

import { createApiClient } from '../client.ts';
import { SessionExpiredError } from '../errors.ts';
import { createAuthServer, json } from '../test-support/fake-api.ts';
import {
  type Audience,
  createBrowserTokenStore,
  createMemoryStorage,
  createMemoryTokenStore,
  type TokenPair,
  type TokenStore,
} from '../token-store.ts';

const expiredPair: TokenPair = { accessToken: 'a1', refreshToken: 'r1' };

interface SetupOptions {
  audience?: Audience;
  refresh?: (token: string) => Response;
  tokenStore?: TokenStore;
}

function setup(options: SetupOptions = {}) {
  const audience = options.audience ?? 'user';
  const server = createAuthServer({
    validAccessToken: 'a2-not-yet-issued',
    refreshPath: audience === 'user' ? '/refreshtoken' : '/admin/auth/refreshtoken',
    refresh: options.refresh,
  });
  const tokenStore = options.tokenStore ?? createMemoryTokenStore(expiredPair);
  const onSessionExpired = vi.fn();
  const api = createApiClient({
    baseUrl: 'https://api.test',
    audience,
    tokenStore,
    fetch: server.fetch,
    onSessionExpired,
    logger: { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() },
  });
  return { api, server, tokenStore, onSessionExpired };
}

describe('refresh on 401', () => {
  it('refreshes with the refresh token, stores the new pair and replays the request', async () => {
    const { api, server, tokenStore } = setup();

    const { data } = await api.GET('/user/me');

    expect(data).toMatchObject({ path: '/user/me' });
    expect(server.requests.map((r) => `${r.path} ${r.authorization ?? ''}`)).toEqual([
      '/user/me Bearer a1',
      '/refreshtoken ',
      '/user/me Bearer a2',
    ]);
    expect(JSON.parse(server.requests[1]!.body)).toEqual({ token: 'r1' });
    expect(tokenStore.getTokens()).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
  });

  it('makes exactly one refresh call for 100 parallel requests that all get 401, then replays each', async () => {
    const { api, server } = setup();

    const results = await Promise.all(
      Array.from({ length: 100 }, (_, id) => api.GET('/user/{id}', { params: { path: { id } } })),
    );

    expect(server.count('/refreshtoken')).toBe(1);
    expect(results.map((r) => (r.data as unknown as { path: string }).path)).toEqual(
      Array.from({ length: 100 }, (_, id) => `/user/${id}`),
    );
    const replays = server.requests.filter(
      (r) => r.path.startsWith('/user/') && r.authorization === 'Bearer a2',
    );
    expect(replays).toHaveLength(100);
  });

  it('replays a request sent with a token that was replaced meanwhile without another refresh', async () => {
    const { api, server, tokenStore } = setup();
    await api.GET('/user/me'); // refreshes once: a2 is now stored and valid
    // A request that left with the old token (a1) answers 401 after the refresh already happened.
    const stale = api.GET('/user/me', { headers: { Authorization: 'Bearer a1' } });

    await expect(stale).resolves.toMatchObject({ data: { path: '/user/me' } });
    expect(server.count('/refreshtoken')).toBe(1);
    expect(tokenStore.getTokens()?.accessToken).toBe('a2');
  });

  it('replays a POST with its body intact', async () => {
    const { api, server } = setup();
    const body = {
      first_name: 'Bob',
      last_name: 'Helpdesk',
      email: 'bob@acme.test',
      status: true,
      role_ids: [2],
      password: 'Secret#2024',
    };

    const { data } = await api.POST('/user', { body });

    const sent = server.requests.filter((r) => r.path === '/user').map((r) => `${r.method} ${r.body}`);
    expect(sent).toEqual([`POST ${JSON.stringify(body)}`, `POST ${JSON.stringify(body)}`]);
    expect(data).toMatchObject({ method: 'POST', body: JSON.stringify(body) });
  });

  it('on a second 401 clears the tokens, calls onSessionExpired once and rejects every request', async () => {
    const { api, server, tokenStore, onSessionExpired } = setup({
      // The refresh "works" but the server rejects the new token too.
      refresh: () => json(200, { access_token: 'a-bad', refresh_token: 'r-bad' }),
    });

    const results = await Promise.allSettled(Array.from({ length: 5 }, () => api.GET('/user/me')));

    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(SessionExpiredError);
    }
    expect(server.count('/refreshtoken')).toBe(1);
    expect(tokenStore.getTokens()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith('user');
  });

  it('clears the tokens and calls onSessionExpired when the refresh call fails', async () => {
    const { api, tokenStore, onSessionExpired } = setup({
      refresh: () => json(401, { detail: 'Refresh token expired' }),
    });
    tokenStore.setHashToken('trusted-device');

    await expect(api.GET('/user/me')).rejects.toBeInstanceOf(SessionExpiredError);

    expect(tokenStore.getTokens()).toBeNull();
    expect(tokenStore.getHashToken()).toBe('trusted-device');
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith('user');
  });

  it('treats a refresh answer without tokens as a failed refresh', async () => {
    const { api, tokenStore } = setup({ refresh: () => json(200, { unexpected: true }) });

    await expect(api.GET('/user/me')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(tokenStore.getTokens()).toBeNull();
  });

  it('does not bring back a session that was signed out while the refresh ran', async () => {
    const { api, tokenStore, onSessionExpired } = setup();
    const call = api.GET('/user/me');
    setTimeout(() => tokenStore.clearTokens(), 1); // during the 5 ms refresh

    await expect(call).rejects.toBeInstanceOf(SessionExpiredError);
    expect(tokenStore.getTokens()).toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('calls onSessionExpired once when the tokens were cleared elsewhere (another tab), without a refresh', async () => {
    const { api, server, tokenStore, onSessionExpired } = setup();
    tokenStore.clearTokens(); // another tab signed out: the shared storage is empty

    const results = await Promise.allSettled([api.GET('/user/me'), api.GET('/user/me')]);

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(server.count('/refreshtoken')).toBe(0);
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith('user');
  });

  it('does not refresh the 401 of a public operation (wrong password is an answer)', async () => {
    const { api, server, tokenStore } = setup();

    await expect(api.POST('/login', { body: { email: 'a@b.test', password: 'x' } })).rejects.toMatchObject({
      status: 401,
      message: 'Token expired',
    });
    expect(server.count('/refreshtoken')).toBe(0);
    expect(tokenStore.getTokens()).toEqual(expiredPair);
  });

  it('staff clients send staff tokens and refresh at the staff endpoint', async () => {
    const { api, server, onSessionExpired } = setup({ audience: 'staff' });

    await api.GET('/admin/staff/me');

    expect(server.requests.map((r) => `${r.path} ${r.authorization ?? ''}`)).toEqual([
      '/admin/staff/me Bearer a1',
      '/admin/auth/refreshtoken ',
      '/admin/staff/me Bearer a2',
    ]);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("staff refreshes land in the staff storage keys and leave the user's session alone", async () => {
    const storage = createMemoryStorage();
    const userStore = createBrowserTokenStore('user', storage);
    const staffStore = createBrowserTokenStore('staff', storage);
    userStore.setTokens({ accessToken: 'user-a', refreshToken: 'user-r' });
    staffStore.setTokens(expiredPair);
    const { api, server } = setup({ audience: 'staff', tokenStore: staffStore });

    await api.GET('/admin/staff/me');

    expect(JSON.parse(server.requests[1]!.body)).toEqual({ token: 'r1' });
    expect(storage.getItem('staffAccessToken')).toBe('a2');
    expect(storage.getItem('staffRefreshToken')).toBe('r2');
    expect(userStore.getTokens()).toEqual({ accessToken: 'user-a', refreshToken: 'user-r' });
  });
});
