import type { Page } from '@playwright/test';

import {
  apiSignIn,
  expect,
  expectAccessible,
  lookAt,
  mock,
  MOCK_URL,
  REPORTS_DIR,
  signIn,
  test,
} from './support/fixtures';
import { personas } from './support/personas';
import { serveMode } from './support/staff';

test.describe('sign-in', () => {
  test('signs in, lands on the dashboard, and shows a real overview', async ({ page }) => {
    await signIn(page, 'owner');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome, / })).toBeVisible();
    await expect(page.getByText(/\d+ active of \d+/)).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${REPORTS_DIR}/screenshots/shell-dashboard.png`, fullPage: true });
  });

  test('comes back to the page that asked for the sign-in', async ({ page }) => {
    await page.goto('/roles');
    await expect(page).toHaveURL(/\/login\?redirect=%2Froles$/);
    await signIn(page, 'owner', { from: page.url() });
    await expect(page).toHaveURL(/\/roles$/);
  });

  for (const target of ['https://evil.example', '//evil.example', '/\\evil.example']) {
    test(`never follows a redirect to another origin: ${target}`, async ({ page }) => {
      await signIn(page, 'owner', { from: `/login?redirect=${encodeURIComponent(target)}` });
      await expect(page).toHaveURL(new URL('/dashboard', page.url()).href);
    });
  }

  test('a wrong password says so and keeps the e-mail', async ({ page }) => {
    await page.goto('/login');
    await expectAccessible(page);
    await page.getByLabel('E-mail').fill(personas.owner.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(/e-mail or password is not right/);
    await expect(page.getByLabel('E-mail')).toHaveValue(personas.owner.email);
    await page.screenshot({ path: `${REPORTS_DIR}/screenshots/shell-login-error.png` });
  });

  test('empty fields are named before anything is sent', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toBeFocused();
  });
});

test.describe('logout', () => {
  test('signing out in one tab signs out the other', async ({ context }) => {
    const first = await context.newPage();
    await signIn(first, 'owner');
    await expect(first).toHaveURL(/\/dashboard$/);
    const second = await context.newPage();
    await second.goto('/users');
    await expect(second.getByRole('heading', { level: 1 })).toBeVisible();

    await first.getByRole('button', { name: 'Sign out' }).click();
    await expect(first).toHaveURL(/\/login$/);
    await expect(second).toHaveURL(/\/login/);
    const stored = await second.evaluate(() => [
      localStorage.getItem('accessToken'),
      localStorage.getItem('refreshToken'),
    ]);
    expect(stored).toEqual([null, null]);
  });
});

/**
 * The dashboard's own requests are answered. One still in flight when a test expires or revokes tokens would
 * meet the change first: it would refresh (rotating the refresh token, and a navigation can drop the new pair
 * before it is stored) or end the session before the step the test is about.
 */
async function dashboardAnswered(page: Page) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/\d+ active of \d+/)).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('token refresh', () => {
  test('pages keep working across access-token expiry, with one refresh call', async ({ page }) => {
    const refreshes: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/refreshtoken') && refreshes.push(r.url()));
    await signIn(page, 'owner');
    await expect(page).toHaveURL(/\/dashboard$/);
    await dashboardAnswered(page);
    await mock.expireAccessTokens();
    await page.goto('/profile');
    await expect(page.getByLabel('First name')).not.toHaveValue('');
    expect(refreshes).toHaveLength(1);
  });

  test('a revoked refresh token sends the user to sign in and back to the page', async ({ page }) => {
    await signIn(page, 'owner');
    await dashboardAnswered(page);
    await mock.revokeRefreshTokens(personas.owner.email);
    await mock.expireAccessTokens();
    // In-app navigation to a screen that calls the API: the 401 cannot be refreshed.
    await page.getByRole('banner').getByRole('link', { name: 'Olivia Bennett' }).click();
    await page.getByRole('link', { name: 'Two-factor authentication' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Ftwo_factor_auth$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await signIn(page, 'owner', { from: page.url() });
    await expect(page).toHaveURL(/\/two_factor_auth$/);
  });

  test('a reload with a session that cannot be refreshed asks for a sign-in and comes back', async ({
    page,
  }) => {
    await signIn(page, 'owner');
    await dashboardAnswered(page);
    await mock.revokeRefreshTokens(personas.owner.email);
    await mock.expireAccessTokens();
    await page.goto('/roles');
    await expect(page).toHaveURL(/\/login\?redirect=%2Froles$/);
    await signIn(page, 'owner', { from: page.url() });
    await expect(page).toHaveURL(/\/roles$/);
  });
});

test.describe('session expiry over a form', () => {
  test('a sign-in dialog appears in place and the typed input is kept', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/profile');
    await page.getByLabel('First name').fill('Liv');
    await page.waitForLoadState('networkidle');
    await mock.revokeRefreshTokens(personas.owner.email);
    await mock.expireAccessTokens();
    await page.getByRole('button', { name: 'Save profile' }).click();

    const dialog = page.getByRole('dialog', { name: 'Your session has expired' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expectAccessible(page);
    await page.screenshot({ path: `${REPORTS_DIR}/screenshots/shell-session-expired-dialog.png` });
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(personas.owner.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('First name')).toHaveValue('Liv');

    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile is saved.')).toBeVisible();
  });
});

test.describe('public pages', () => {
  test('an unknown path shows not found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectAccessible(page);
  });

  test('/unauthorized and /error explain themselves', async ({ page }) => {
    await page.goto('/unauthorized');
    await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/error');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  });

  test('forgot password sends a single-use link that sets a new password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expectAccessible(page);
    await page.getByLabel('E-mail').fill(personas.readonly.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

    const outbox = (await (await fetch(`${MOCK_URL}/__mock/outbox`)).json()) as {
      to: string;
      token: string;
    }[];
    const mail = outbox.findLast((m) => m.to === personas.readonly.email);
    expect(mail).toBeTruthy();
    await page.goto(`/resetpassword/${mail!.token}`);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Password requirements' })).toBeVisible();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Brand-New-Pass-2026!');
    await page.getByLabel('Repeat the new password').fill('Brand-New-Pass-2026!');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your password is changed. Sign in with your new password.')).toBeVisible();

    await page.goto(`/resetpassword/${mail!.token}`);
    await expect(page.getByRole('heading', { name: 'This reset link no longer works' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new reset link' })).toBeVisible();
  });
});

test.describe('a one-time token leaves the address bar and the history once used', () => {
  test('the password-reset link', async ({ page }) => {
    const requested = await fetch(`${MOCK_URL}/resetpasswordtoken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: personas.helpdesk.email }),
    });
    expect(requested.status).toBe(202);
    const outbox = (await (await fetch(`${MOCK_URL}/__mock/outbox`)).json()) as { token: string }[];
    const token = outbox.at(-1)?.token ?? '';
    expect(token).not.toBe('');

    await page.goto(`/resetpassword/${token}`);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Brand-New!2026x');
    await page.getByRole('textbox', { name: 'Repeat the new password' }).fill('Brand-New!2026x');
    await page.getByRole('button', { name: 'Set new password' }).click();
    // The entry is the sign-in page now, which says why it is there; the token is nowhere.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your password is changed. Sign in with your new password.')).toBeVisible();
    expect(page.url()).not.toContain(token);
    await page.goBack().catch(() => undefined);
    expect(page.url()).not.toContain(token);
    await page.goForward().catch(() => undefined);
    expect(page.url()).not.toContain(token);
  });

  test('the staff sign-in-as link', async ({ page }) => {
    // A staff session, through the IdP as a browser would go through it.
    const start = await fetch(`${MOCK_URL}/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ redirect_uri: 'http://console.test/admin/googleauthcallback' }),
    });
    const authorize = new URL(((await start.json()) as { authorization_url: string }).authorization_url);
    const consent = await fetch(`${MOCK_URL}/__idp/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        staff_id: '1',
        redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
        state: authorize.searchParams.get('state') ?? '',
      }),
    });
    const code = new URL(consent.headers.get('location') ?? '').searchParams.get('code');
    const staff = (await (
      await fetch(`${MOCK_URL}/admin/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      })
    ).json()) as { access_token: string; refresh_token: string };
    const sso = (await (
      await fetch(`${MOCK_URL}/admin/auth/ssotoken/2`, {
        headers: { authorization: `Bearer ${staff.access_token}` },
      })
    ).json()) as { sso_access_token: string };

    await page.goto('/login');
    await page.evaluate((s) => {
      localStorage.setItem('staffAccessToken', s.access_token);
      localStorage.setItem('staffRefreshToken', s.refresh_token);
    }, staff);
    await page.goto(`/ssologin/${sso.sso_access_token}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(page.url()).not.toContain(sso.sso_access_token);
    await page.goBack();
    expect(page.url()).not.toContain(sso.sso_access_token);
  });
});

test.describe('sign-out (docs/product-rules.md#sign-out)', () => {
  test.beforeEach(async ({ context }) => {
    await serveMode(context, 'both');
  });

  test('sign-out with unsaved input asks first: "Stay" keeps the session and the input; leaving ends the session on the server and logs it', async ({
    page,
  }) => {
    await apiSignIn(page, 'owner', '/roles/add');
    const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
    await page.getByLabel(/^Name/).fill('Night shift');

    await page.getByRole('button', { name: 'Sign out' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Leave this page?' });
    await prompt.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(/\/roles\/add$/);
    await expect(page.getByLabel(/^Name/)).toHaveValue('Night shift');
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBe(refreshToken);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await lookAt(page, 'trust-sign-out-prompt');
    const logout = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/logout');
    await prompt.getByRole('button', { name: 'Leave page' }).click();
    expect((await logout).status()).toBe(204);
    await expect(page).toHaveURL(/\/login$/);
    // One prompt, not a second one for the move to the sign-in page.
    await expect(prompt).toHaveCount(0);

    // The server ended the session: the refresh token of this tab no longer works.
    const refresh = await fetch(`${MOCK_URL}/refreshtoken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: refreshToken }),
    });
    expect(refresh.status).toBe(401);
    await apiSignIn(page, 'owner', '/logs?search=signed%20out');
    await expect(page.getByRole('table', { name: 'Audit log entries' })).toContainText('signed out', {
      timeout: 30_000,
    });
  });
});
