import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '../../../packages/sdk/src/token-store.ts';
import {
  ACCESS_TOKEN_KEYS,
  type BuiltChunk,
  sessionPreloads,
  sessionPreloadScript,
} from './session-preloads.ts';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  isEntry = false,
): BuiltChunk => ({
  fileName,
  moduleIds,
  imports,
  isEntry,
});
const build = [
  chunk('assets/index.js', ['/app/src/client.tsx'], ['assets/app.js'], true),
  chunk('assets/app.js', ['/app/src/lib/api/api.ts']),
  chunk('assets/kit-shell.js', ['/app/src/lib/query/query-policy.ts'], ['assets/query.js', 'assets/app.js']),
  chunk('assets/query.js', ['/app/node_modules/@tanstack/query-core/index.js']),
  chunk('assets/api.js', ['/app/src/lib/api/api-clients.ts'], ['assets/app.js']),
  chunk(
    'assets/_authenticated.js',
    ['/app/src/routes/_authenticated.tsx?tsr-split=component---loader'],
    ['assets/kit-shell.js'],
  ),
  chunk(
    'assets/_staff.js',
    ['/app/src/routes/admin/_staff.tsx?tsr-split=component---loader'],
    ['assets/staff-menu.js'],
  ),
  chunk('assets/staff-menu.js', ['/app/src/features/admin-shell/menu.tsx']),
];

/** Runs the shell's script with these stored keys at this path; returns the URLs it preloads. */
function preloadedBy(script: string, stored: Record<string, string>, pathname: string) {
  const links: { rel: string; href: string }[] = [];
  runInNewContext(script, {
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    location: { pathname },
    document: {
      createElement: () => ({}),
      head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
    },
  });
  return links.map((link) => `${link.rel} ${link.href}`);
}

describe('session preloads', () => {
  it('lists what a signed-in page of each area loads after the entry, without the entry itself', () => {
    expect(sessionPreloads(build)).toEqual({
      user: ['/assets/kit-shell.js', '/assets/query.js', '/assets/api.js', '/assets/_authenticated.js'],
      staff: [
        '/assets/kit-shell.js',
        '/assets/query.js',
        '/assets/api.js',
        '/assets/_staff.js',
        '/assets/staff-menu.js',
      ],
    });
  });

  it('fails the build when a first-use module is in no chunk', () => {
    expect(() => sessionPreloads(build.filter((c) => c.fileName !== 'assets/api.js'))).toThrow(/api-clients/);
  });

  it('preloads only with a session, and the staff files only under /admin with a staff session', () => {
    const script = sessionPreloadScript({ user: ['/u.js'], staff: ['/s.js'] });
    expect(preloadedBy(script, {}, '/login')).toEqual([]);
    expect(preloadedBy(script, { accessToken: 'a' }, '/users')).toEqual(['modulepreload /u.js']);
    expect(preloadedBy(script, { accessToken: 'a' }, '/admin/dashboard')).toEqual([]);
    expect(preloadedBy(script, { staffAccessToken: 's' }, '/admin/dashboard')).toEqual([
      'modulepreload /s.js',
    ]);
    expect(preloadedBy(script, { staffAccessToken: 's' }, '/administrators')).toEqual([]);
  });

  it("starts the layout's reads with the stored token, and leaves them for the app", async () => {
    const script = sessionPreloadScript({ user: [], staff: [] }, '/api');
    const run = (stored: Record<string, string>, pathname: string, status = 200) => {
      const asked: { url: string; authorization: string }[] = [];
      const window: { __earlyReads?: { token: string; reads: Record<string, Promise<unknown>> } } = {};
      runInNewContext(script, {
        localStorage: { getItem: (key: string) => stored[key] ?? null },
        location: { pathname },
        document: { createElement: () => ({}), head: { appendChild: () => undefined } },
        fetch: (url: string, init: { headers: { Authorization: string } }) => {
          asked.push({ url, authorization: init.headers.Authorization });
          return Promise.resolve({ ok: status === 200, json: () => Promise.resolve({ read: url }) });
        },
        window,
      });
      return { asked, early: window.__earlyReads };
    };
    expect(run({}, '/users')).toEqual({ asked: [], early: undefined });
    const console = run({ accessToken: 'a' }, '/users');
    expect(console.asked).toEqual([{ url: '/api/user/privileges', authorization: 'Bearer a' }]);
    expect(console.early?.token).toBe('a');
    expect(await console.early?.reads['/user/privileges']).toEqual({ read: '/api/user/privileges' });
    const staff = run({ accessToken: 'a', staffAccessToken: 's' }, '/admin/users');
    expect(staff.asked).toEqual([{ url: '/api/admin/staff/me', authorization: 'Bearer s' }]);
    // Refused (an expired token): nothing to use, the app asks through the SDK.
    expect(await run({ accessToken: 'old' }, '/users', 401).early?.reads['/user/privileges']).toBeNull();
  });

  it("reads the SDK's own token keys", () => {
    expect(ACCESS_TOKEN_KEYS).toEqual({
      user: STORAGE_KEYS.user.accessToken,
      staff: STORAGE_KEYS.staff.accessToken,
    });
  });
});
