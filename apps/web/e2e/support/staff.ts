import { type BrowserContext, expect, type Page } from '@playwright/test';

import { storeInLocalStorage } from './fixtures';
import { timed } from './profile';

/** The mock's IdP staff members (mocks/src/staff-personas.ts): one of each staff role. */
export const staffMembers = {
  admin: { email: 'staff@provider.test', name: 'Sam Whitaker', role: 'Administrator' },
  support: { email: 'support@provider.test', name: 'Priya Raman', role: 'Support' },
} as const;

export type StaffMemberName = keyof typeof staffMembers;
export type AppMode = 'dashboard' | 'staff' | 'both';

/**
 * Serves the built shell in another app mode, as a deployment would (decision 0017): the one build reads
 * its mode from the shell's `<meta name="app-mode">`, so every document of this context gets that value.
 */
export async function serveMode(context: BrowserContext, mode: AppMode) {
  await context.route(isWebOrigin, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    // A kept-alive socket the web server has just closed answers ECONNRESET (seen once in a full run); a
    // document GET is safe to ask for again.
    const response = await route.fetch().catch(() => route.fetch());
    const html = await response.text();
    const served = html.replace(
      /<meta name="app-mode" content="[a-z]+"\s*\/?>/,
      `<meta name="app-mode" content="${mode}"/>`,
    );
    expect(served, 'the shell carries the app mode').toContain(`content="${mode}"`);
    await route.fulfill({ response, body: served });
  });
  // The IdP answers its consent with a redirect to the callback; a redirect the browser follows by itself
  // escapes routing, so the test turns it into a navigation of its own (which gets the mode above).
  await context.route(`http://127.0.0.1:${MOCK_PORT}/__idp/authorize`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch({ maxRedirects: 0 });
    const location = response.headers()['location'];
    if (!location) return route.fulfill({ response });
    const target = location.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    await route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><title>Redirecting</title><meta http-equiv="refresh" content="0;url=${target}">`,
    });
  });
}

const WEB_PORT = process.env.E2E_WEB_PORT ?? '4173';
const MOCK_PORT = process.env.E2E_MOCK_PORT ?? '4011';
const isWebOrigin = (url: URL) => url.port === WEB_PORT && url.hostname === '127.0.0.1';

/** Signs a staff member in: /admin/login (or `from`) → the mock IdP page → back into the staff area. */
export async function staffSignIn(page: Page, who: StaffMemberName, options: { from?: string } = {}) {
  await timed('staffSignIn (pages)', () => staffSignInThroughPages(page, who, options));
}

async function staffSignInThroughPages(page: Page, who: StaffMemberName, options: { from?: string }) {
  await page.goto(options.from ?? '/admin/login');
  await page.getByRole('button', { name: 'Continue with the identity provider' }).click();
  await page.getByRole('radio', { name: new RegExp(staffMembers[who].email.replace('.', '\\.')) }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(
    (url) => url.pathname.startsWith('/admin/') && !/^\/admin\/(login|googleauthcallback)/.test(url.pathname),
  );
}

/**
 * Signs a staff member in without the sign-in pages, for tests that are not about signing in: the IdP's
 * consent is posted as its page would post it (the staff member picked by e-mail, as `staffSignIn` does),
 * the code exchanged for tokens, and those stored from a blank page of this origin under the staff keys;
 * then `to` is loaded. Saves the trip through /admin/login, the IdP page and the callback (about 1 s each).
 */
export async function staffApiSignIn(page: Page, who: StaffMemberName, to = '/admin/dashboard') {
  await timed('staffApiSignIn', () => staffSignInOverHttp(page, who, to));
}

async function staffSignInOverHttp(page: Page, who: StaffMemberName, to: string) {
  const post = (path: string, body: BodyInit, type = 'application/json') =>
    fetch(`${MOCK}${path}`, { method: 'POST', body, headers: { 'content-type': type }, redirect: 'manual' });
  const start = await post(
    '/admin/auth/login',
    JSON.stringify({ redirect_uri: `http://127.0.0.1:${WEB_PORT}/admin/googleauthcallback` }),
  );
  expect(start.ok, 'staff sign-in starts').toBe(true);
  const authorize = new URL(((await start.json()) as { authorization_url: string }).authorization_url);
  const idpPage = await (await fetch(`${MOCK}/__idp/authorize${authorize.search}`)).text();
  const email = staffMembers[who].email.replace(/\./g, '\\.');
  const staffId = new RegExp(`value="(\\d+)"[^<]*><span>[^<]*<small>${email}<`).exec(idpPage)?.[1];
  expect(staffId, `the IdP page offers ${staffMembers[who].email}`).toBeTruthy();
  const consent = await post(
    '/__idp/authorize',
    new URLSearchParams({
      staff_id: staffId ?? '',
      redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
      state: authorize.searchParams.get('state') ?? '',
    }),
    'application/x-www-form-urlencoded',
  );
  const code = new URL(consent.headers.get('location') ?? '', MOCK).searchParams.get('code');
  const token = await post('/admin/auth/token', JSON.stringify({ code }));
  expect(token.ok, 'staff code exchanged for tokens').toBe(true);
  const tokens = (await token.json()) as { access_token: string; refresh_token: string };
  await storeInLocalStorage(page, {
    staffAccessToken: tokens.access_token,
    staffRefreshToken: tokens.refresh_token,
  });
  await page.goto(to);
}

const MOCK = `http://127.0.0.1:${MOCK_PORT}`;

/** The staff shell is on screen (its navigation and who is signed in). */
export async function expectStaffShell(page: Page, who: StaffMemberName) {
  await expect(page.getByRole('navigation', { name: 'Staff', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('staff-member')).toContainText(staffMembers[who].role, { timeout: 20_000 });
}

/** A body for `POST /admin/organizations` (set-up): an active organisation in Austin, Texas. */
export const newOrganization = (name: string, email = 'hello@initech.test') => ({
  name,
  email,
  phone: '+15551230000',
  website: null,
  address_line1: '1 Main Street',
  address_line2: null,
  city: 'Austin',
  region: 'TX',
  postal_code: '73301',
  country: 'US',
  timezone: 'America/Chicago',
  status: true,
});

/** A staff API call with the signed-in staff member's token (set-up, not what a test is about). */
export async function staffCall(page: Page, method: string, path: string, body?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('staffAccessToken'));
  const res = await fetch(`${MOCK}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok, `${method} ${path}`).toBe(true);
  return (res.status === 204 ? {} : await res.json()) as { id: number } & Record<string, unknown>;
}
