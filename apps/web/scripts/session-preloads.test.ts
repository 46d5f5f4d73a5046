import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '../../../packages/sdk/src/token-store.ts';
import {
  ACCESS_TOKEN_KEYS,
  addSessionPreloads,
  type BuiltChunk,
  type SessionPreloads,
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
  chunk('assets/_public.js', ['/app/src/routes/_public.tsx?tsr-split=component'], ['assets/app.js']),
  chunk('assets/login.js', ['/app/src/routes/_public/login.tsx?tsr-split=component'], ['assets/forms.js']),
  chunk('assets/forms.js', ['/app/src/lib/forms/forms.ts']),
  chunk('assets/admin.js', ['/app/src/routes/admin/route.tsx?tsr-split=component']),
  chunk(
    'assets/admin-login.js',
    ['/app/src/routes/admin/login.tsx?tsr-split=component'],
    ['assets/forms.js'],
  ),
];

const noPages: SessionPreloads = {
  user: [],
  staff: [],
  userSignIn: [],
  staffSignIn: [],
  userPages: [],
  staffPages: [],
  openPages: [],
};
/** The console's area and sign-in page, one file each. */
const consoleOnly: SessionPreloads = { ...noPages, user: ['/u.js'], userSignIn: ['/in.js'] };

/**
 * Runs the shell's script with these stored keys at this path. `links()` are the URLs preloaded so far, `visit` is
 * the function it leaves for the app's navigations.
 */
function shellAt(script: string, stored: Record<string, string>, pathname: string) {
  const links: { rel: string; href: string; fetchPriority: string }[] = [];
  const window: { __preloadPage?: (path: string) => void } = {};
  runInNewContext(script, {
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    location: { pathname },
    document: {
      createElement: () => ({}),
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
    },
    fetch: () => new Promise(() => undefined),
    window,
  });
  return {
    links: () => links.map((link) => `${link.rel} ${link.href}`),
    priorities: () => links.map((link) => `${link.href} ${link.fetchPriority}`),
    visit: (path: string) => window.__preloadPage?.(path),
  };
}

/** The URLs the shell's script preloads with these stored keys at this path. */
const preloadedBy = (script: string, stored: Record<string, string>, pathname: string) =>
  shellAt(script, stored, pathname).links();

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
      userSignIn: ['/assets/_public.js', '/assets/login.js', '/assets/forms.js'],
      staffSignIn: ['/assets/admin.js', '/assets/admin-login.js', '/assets/forms.js'],
      userPages: [],
      staffPages: [],
      openPages: [],
    });
  });

  it("lists each signed-in page's own files, less its area's, most specific page first", () => {
    const pages = [
      { fullPath: '/users/', routeFiles: ['routes/_authenticated', 'routes/_authenticated/users/index'] },
      {
        fullPath: '/users/$userId',
        routeFiles: ['routes/_authenticated', 'routes/_authenticated/users/$userId'],
      },
      { fullPath: '/users/add', routeFiles: ['routes/_authenticated', 'routes/_authenticated/users/add'] },
      {
        fullPath: '/admin/',
        routeFiles: ['routes/admin/route', 'routes/admin/_staff', 'routes/admin/_staff/index'],
      },
      { fullPath: '/login', routeFiles: ['routes/_public', 'routes/_public/login'] },
    ];
    const withPages = [
      ...build,
      chunk(
        'assets/users.js',
        ['/app/src/routes/_authenticated/users/index.tsx?tsr-split=component---loader'],
        ['assets/kit-lists.js', 'assets/kit-shell.js'],
      ),
      chunk('assets/kit-lists.js', ['/app/packages/ui/src/components/data-table.tsx'], ['assets/app.js']),
      chunk('assets/user.js', [
        '/app/src/routes/_authenticated/users/$userId.tsx?tsr-split=component---loader',
      ]),
      chunk('assets/add.js', ['/app/src/routes/_authenticated/users/add.tsx?tsr-split=component---loader']),
      chunk('assets/staff-home.js', ['/app/src/routes/admin/_staff/index.tsx?tsr-split=component---loader']),
    ];
    const { userPages, staffPages, openPages } = sessionPreloads(withPages, pages);
    expect(userPages).toEqual([
      { pattern: '^/users/add/?$', files: ['/assets/add.js'] },
      { pattern: '^/users/[^/]+/?$', files: ['/assets/user.js'] },
      { pattern: '^/users/?$', files: ['/assets/users.js', '/assets/kit-lists.js'] },
    ]);
    expect(staffPages).toEqual([
      { pattern: '^/admin/?$', files: ['/assets/admin.js', '/assets/staff-home.js'] },
    ]);
    // A page outside the signed-in layouts: all of its files but the entry's.
    expect(openPages).toEqual([
      { pattern: '^/login/?$', files: ['/assets/_public.js', '/assets/login.js', '/assets/forms.js'] },
    ]);
  });

  it('fails the build when a first-use module is in no chunk', () => {
    expect(() => sessionPreloads(build.filter((c) => c.fileName !== 'assets/api.js'))).toThrow(/api-clients/);
  });

  it('preloads only with a session, and the staff files only under /admin with a staff session', () => {
    const script = sessionPreloadScript({ ...noPages, user: ['/u.js'], staff: ['/s.js'] });
    expect(preloadedBy(script, {}, '/login')).toEqual([]);
    expect(preloadedBy(script, { accessToken: 'a' }, '/users')).toEqual(['modulepreload /u.js']);
    expect(preloadedBy(script, { accessToken: 'a' }, '/admin/dashboard')).toEqual([]);
    expect(preloadedBy(script, { staffAccessToken: 's' }, '/admin/dashboard')).toEqual([
      'modulepreload /s.js',
    ]);
    expect(preloadedBy(script, { staffAccessToken: 's' }, '/administrators')).toEqual([]);
  });

  it("starts the layout's reads with the stored token, and leaves them for the app", async () => {
    const script = sessionPreloadScript(noPages, '/api');
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

  it('goes into the shell once, after its charset and before its stylesheet, which would hold it back', () => {
    const shellPath = path.join(mkdtempSync(path.join(tmpdir(), 'shell-')), 'index.html');
    writeFileSync(
      shellPath,
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/styles.css"/>' +
        '<script>theme()</script></head><body></body></html>',
    );
    addSessionPreloads(shellPath, noPages);
    addSessionPreloads(shellPath, noPages);
    const shell = readFileSync(shellPath, 'utf8');
    const order = [
      '<meta charSet',
      '<script data-session-preloads>',
      '<link rel="stylesheet"',
      '<script>theme',
    ];
    expect(order.map((part) => shell.indexOf(part))).toEqual(
      order.map((part) => shell.indexOf(part)).toSorted((a, b) => a - b),
    );
    expect(order.every((part) => shell.includes(part))).toBe(true);
    expect(shell.split('data-session-preloads').length).toBe(2);
  });

  it("preloads an area's sign-in page without a session, on that page only", () => {
    const script = sessionPreloadScript({
      ...noPages,
      user: ['/u.js'],
      staff: ['/s.js'],
      userSignIn: ['/in.js'],
      staffSignIn: ['/admin-in.js'],
    });
    expect(preloadedBy(script, {}, '/login')).toEqual(['modulepreload /in.js']);
    expect(preloadedBy(script, {}, '/admin/login')).toEqual(['modulepreload /admin-in.js']);
    expect(preloadedBy(script, {}, '/forgotpassword')).toEqual([]);
    expect(preloadedBy(script, { accessToken: 'a' }, '/login')).toEqual(['modulepreload /u.js']);
  });

  it("preloads the page's own files with a session: the first page whose pattern matches, in its area", () => {
    const script = sessionPreloadScript({
      user: ['/u.js'],
      staff: ['/s.js'],
      userSignIn: ['/in.js'],
      staffSignIn: [],
      userPages: [
        { pattern: '^/users/add/?$', files: ['/add.js', '/forms.js'] },
        { pattern: '^/users/[^/]+/?$', files: ['/user.js', '/forms.js'] },
      ],
      staffPages: [{ pattern: '^/admin/users/?$', files: ['/staff-users.js'] }],
      openPages: [],
    });
    expect(preloadedBy(script, { accessToken: 'a' }, '/users/add')).toEqual([
      'modulepreload /u.js',
      'modulepreload /add.js',
      'modulepreload /forms.js',
    ]);
    expect(preloadedBy(script, { accessToken: 'a' }, '/users/7/')).toEqual([
      'modulepreload /u.js',
      'modulepreload /user.js',
      'modulepreload /forms.js',
    ]);
    expect(preloadedBy(script, { accessToken: 'a' }, '/users/7/edit')).toEqual(['modulepreload /u.js']);
    expect(preloadedBy(script, { staffAccessToken: 's' }, '/admin/users')).toEqual([
      'modulepreload /s.js',
      'modulepreload /staff-users.js',
    ]);
    // Without a session nothing of a signed-in page loads.
    expect(preloadedBy(script, {}, '/users/add')).toEqual([]);
  });

  it("preloads a page outside the signed-in layouts with or without a session, at the browser's default priority", () => {
    const script = sessionPreloadScript({
      ...consoleOnly,
      openPages: [{ pattern: '^/resetpassword/[^/]+/?$', files: ['/reset.js', '/forms.js'] }],
    });
    expect(shellAt(script, {}, '/resetpassword/abc').priorities()).toEqual([
      '/reset.js auto',
      '/forms.js auto',
    ]);
    expect(preloadedBy(script, { accessToken: 'a' }, '/resetpassword/abc')).toEqual([
      'modulepreload /u.js',
      'modulepreload /reset.js',
      'modulepreload /forms.js',
    ]);
    // The sign-in page keeps its own files, at low priority, behind the entry's.
    expect(shellAt(script, {}, '/login').priorities()).toEqual(['/in.js low']);
    expect(preloadedBy(script, {}, '/resetpassword')).toEqual([]);
  });

  it('leaves the app a function that preloads the files of the page at another path, each file once', () => {
    const script = sessionPreloadScript({
      ...consoleOnly,
      userPages: [
        { pattern: '^/users/?$', files: ['/users.js', '/kit-lists.js'] },
        { pattern: '^/roles/?$', files: ['/roles.js', '/kit-lists.js'] },
      ],
      openPages: [{ pattern: '^/forgotpassword/?$', files: ['/forgot.js', '/forms.js'] }],
    });
    const signedIn = shellAt(script, { accessToken: 'a' }, '/users');
    signedIn.visit('/roles');
    signedIn.visit('/users');
    signedIn.visit('/roles');
    expect(signedIn.links()).toEqual([
      'modulepreload /u.js',
      'modulepreload /users.js',
      'modulepreload /kit-lists.js',
      'modulepreload /roles.js',
    ]);
    // Signed out, from the sign-in page: another open page's files, never a signed-in page's.
    const signedOut = shellAt(script, {}, '/login');
    signedOut.visit('/forgotpassword');
    signedOut.visit('/users');
    expect(signedOut.links()).toEqual([
      'modulepreload /in.js',
      'modulepreload /forgot.js',
      'modulepreload /forms.js',
    ]);
  });

  it("reads the SDK's own token keys", () => {
    expect(ACCESS_TOKEN_KEYS).toEqual({
      user: STORAGE_KEYS.user.accessToken,
      staff: STORAGE_KEYS.staff.accessToken,
    });
  });
});
