import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { type ApiClient, queryOptions as sdkQuery } from '@console/sdk';

import { keyUnder, underPaths } from './query-filter';
import { domainPaths, invalidateDomains } from './query-paths';

// Keys as another team builds them with the SDK (the builders never call the client here).
const client = { GET: () => Promise.reject(new Error('not called')) } as unknown as Pick<ApiClient, 'GET'>;
const keys = {
  usersPage: sdkQuery(client, '/user', { params: { query: { page: 2, sort: 'email', size: 25 } } }).queryKey,
  user7: sdkQuery(client, '/user/{id}', { params: { path: { id: 7 } } }).queryKey,
  twoFactor7: sdkQuery(client, '/user/{id}/2fa/status', { params: { path: { id: 7 } } }).queryKey,
  twoFactor8: sdkQuery(client, '/user/{id}/2fa/status', { params: { path: { id: 8 } } }).queryKey,
  roles: sdkQuery(client, '/roles').queryKey,
  role3: sdkQuery(client, '/roles/{roleId}', { params: { path: { roleId: 3 } } }).queryKey,
  dashboard: sdkQuery(client, '/dashboard/summary').queryKey,
  adminLogs: sdkQuery(client, '/admin/logs').queryKey,
};

/** A cache holding an answer under every key above, and the keys `invalidateDomains` made stale. */
async function invalidated(
  ...domains: Parameters<typeof invalidateDomains> extends [unknown, ...infer D] ? D : never
) {
  const queryClient = new QueryClient();
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { seeded: true });
  await invalidateDomains(queryClient, ...domains);
  return Object.entries(keys)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe('invalidation by path', () => {
  it("a domain's write reaches its paths and the paths under them, and nothing else", async () => {
    expect(await invalidated('users')).toEqual(['usersPage', 'user7', 'twoFactor7', 'twoFactor8']);
    expect(await invalidated('roles')).toEqual(['roles', 'role3']);
    expect(await invalidated('users', 'dashboard')).toEqual([
      'usersPage',
      'user7',
      'twoFactor7',
      'twoFactor8',
      'dashboard',
    ]);
    expect(await invalidated('adminLogs')).toEqual(['adminLogs']);
  });

  it('a path covers the paths under it, never a longer name beside it', () => {
    expect(keyUnder(['GET', '/user', {}], ['/user'])).toBe(true);
    expect(keyUnder(['GET', '/user/{id}', {}], ['/user'])).toBe(true);
    expect(keyUnder(['GET', '/users', {}], ['/user'])).toBe(false);
    expect(keyUnder(['GET', '/role', {}], ['/user'])).toBe(false);
    // Not an API key (a screen's own key, like the invitation check's).
    expect(keyUnder(['session', 'invitation', 'abc'], ['/user'])).toBe(false);
  });

  it('path parameters narrow a filter to one record', () => {
    const twoFactorOf7 = underPaths(['/user/{id}/2fa'], { id: 7 });
    expect(twoFactorOf7.predicate({ queryKey: keys.twoFactor7 })).toBe(true);
    expect(twoFactorOf7.predicate({ queryKey: keys.twoFactor8 })).toBe(false);
    expect(twoFactorOf7.predicate({ queryKey: keys.user7 })).toBe(false);
  });

  it('every staff domain reads only staff paths, and no user domain does', () => {
    for (const [domain, paths] of Object.entries(domainPaths))
      for (const path of paths)
        expect(path.startsWith('/admin'), `${domain} ${path}`).toBe(
          domain.startsWith('admin') || domain === 'staffSession',
        );
  });
});
