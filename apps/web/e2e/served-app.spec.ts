import { apiSignIn, apiTokens, expect, expectAccessible, SCREENS_DIR, test } from './support/fixtures';

// The production server as a browser meets it (serve.ts, and nginx and Caddy with the deploy/ configurations when
// E2E_WEB_SERVERS names them, decision 0030): its headers on the page, caching and compression, the 404 of a
// missing asset, the API proxy, a strict style-src that still lets
// the toasts' styles in (decision 0013), and deep links that load with no console error at all: the shell is
// rendered, not hydrated, so React's hydration error #418 cannot happen (decision 0010).
function watchErrors(page: import('@playwright/test').Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  return errors;
}

test('the document comes with the security headers and a style-src without unsafe-inline', async ({
  page,
}) => {
  const response = await page.goto('/login', { waitUntil: 'commit' });
  const headers = response!.headers();
  expect(headers['content-security-policy']).toMatch(/style-src 'self' 'sha256-[^;]*;/);
  expect(headers['content-security-policy']).not.toContain('unsafe-inline');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers['content-encoding']).toBe('br');
});

test('a missing asset is a 404 that is not HTML; only a navigation gets the shell', async ({ request }) => {
  // A tab left open across a deploy asks for chunks that are gone: the answer must fail as a missing file,
  // never as the HTML shell (which the browser reports as a module of the wrong MIME type).
  const missing = await request.get('/assets/no-such-chunk.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).not.toContain('text/html');
  expect(missing.headers()['cache-control']).toBe('no-store');
  expect(missing.headers()['x-content-type-options']).toBe('nosniff');
  const asHtml = await request.get('/assets/no-such-chunk.js', { headers: { accept: 'text/html' } });
  expect(asHtml.status()).toBe(404);
  const page = await request.get('/users/42', { headers: { accept: 'text/html' } });
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
  expect(page.headers()['cache-control']).toBe('no-cache');
});

test('hashed assets are cached a year and sent precompressed by Accept-Encoding; the shell is revalidated', async ({
  request,
}) => {
  const shell = await request.get('/login', { headers: { accept: 'text/html' } });
  expect(shell.headers()['cache-control']).toBe('no-cache');
  const entry = /<script[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(await shell.text())?.[1] ?? 'no entry';
  for (const [acceptEncoding, sent] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ] as const) {
    const res = await request.get(entry, { headers: { 'accept-encoding': acceptEncoding } });
    expect(res.status(), entry).toBe(200);
    expect(res.headers()['content-encoding'], acceptEncoding).toBe(sent);
    expect(res.headers()['vary'], acceptEncoding).toMatch(/accept-encoding/i);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers()['content-type']).toMatch(/^text\/javascript/);
  }
});

test('the API is proxied under /api on the same origin, and no server names its version', async ({
  request,
}) => {
  const res = await request.get('/api/__health');
  expect(res.status()).toBe(200);
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['x-powered-by']).toBeUndefined();
  for (const answer of [res, await request.get('/login'), await request.get('/assets/no-such-chunk.js')])
    expect(answer.headers()['server'] ?? '').not.toMatch(/\d/);
});

test('the live events stream passes through unbuffered and uncompressed, with the security headers', async ({
  baseURL,
}) => {
  // docs/decisions/0047-live-events-stream.md. Playwright's request reads a body to its end, and a stream has
  // none: Node's fetch reads the frames as they come.
  const { access_token: token } = await apiTokens('owner');
  const stream = new AbortController();
  const res = await fetch(`${baseURL}/api/events`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' },
    signal: stream.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(res.headers.get('content-encoding')).toBeNull();
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const readUntil = async (pattern: RegExp) => {
    const deadline = Date.now() + 5_000;
    while (!pattern.test(text) && Date.now() < deadline) {
      const { value, done } = await Promise.race([
        reader.read(),
        new Promise<{ value?: string; done: boolean }>((r) => setTimeout(() => r({ done: false }), 500)),
      ]);
      if (done) break;
      text += value ?? '';
    }
    return text;
  };
  // The first frame arrives at once, not when a buffer fills or the stream ends; then a write's event does.
  expect(await readUntil(/retry: \d+/)).toMatch(/retry: \d+/);
  const user = await (
    await fetch(`${baseURL}/api/user/me`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  await fetch(`${baseURL}/api/user/me`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: user.first_name, last_name: user.last_name, email: user.email }),
  });
  expect(await readUntil(/event: change/)).toMatch(/"resource":"user"/);
  stream.abort();
});

test('the favicon is served as SVG and the document names it (no 404 on a fresh tab)', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  const icon = await request.get('/favicon.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/svg+xml');
  expect(await icon.text()).toContain('<svg');
  // Chromium also asks for /favicon.ico on its own; a 404 there is a console error on every page.
  const ico = await request.get('/favicon.ico', { headers: { accept: 'image/*' } });
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
});

test('deep links load with no console error and no policy violation, toasts styled, theme kept', async ({
  page,
}) => {
  test.setTimeout(180_000); // several full page loads on a shared machine; no timing is asserted
  const errors = watchErrors(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS_DIR}/login-plain-controls-dark.png`, fullPage: true });

  await apiSignIn(page, 'owner', '/dashboard');
  for (const [path, heading] of [
    ['/dashboard', /Welcome/],
    ['/users', 'Users'],
    ['/roles', 'Roles'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  }
  // The toast library loads with the first toast (decision 0010); its stylesheet, inserted by script, is
  // allowed by its hash and applied.
  await page.goto('/gallery');
  await page.getByRole('button', { name: 'Success toast', exact: true }).click();
  await expect(page.getByText('User created', { exact: true })).toBeVisible();
  const toastRules = await page.evaluate(
    () =>
      [...document.styleSheets].find((sheet) =>
        sheet.ownerNode?.textContent?.includes('[data-sonner-toaster]'),
      )?.cssRules.length ?? 0,
  );
  expect(toastRules).toBeGreaterThan(10);
  expect(errors).toEqual([]);
});
