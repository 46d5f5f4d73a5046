// Every failure path of the console keeps what was typed, says what happened and leaves a way on
// (decision 0015). Faults come from the mock's fault controls or from the browser (`page.route`).
import type { Page, Route } from '@playwright/test';

import {
  apiSignIn,
  expect as baseExpect,
  expectAccessible,
  lookAt,
  mock,
  SCREENS_DIR,
  signIn,
  test,
} from './support/fixtures';
import { personas } from './support/personas';
import { totp } from './support/totp';

// Each test signs in and looks at its screens in both themes with axe: slow on a shared machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * `lookAt` for the public pages, which take the theme when they load (no theme switch there): the dark
 * class is set the way the page's start-up script sets it for a dark system, so the state on screen stays.
 */
async function lookAtPublic(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate((dark) => {
      document.documentElement.classList.toggle('dark', dark);
      document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    }, scheme === 'dark');
    await expectAccessible(page, scheme === 'dark' ? ['color-contrast'] : undefined);
    await page.screenshot({ path: `${SCREENS_DIR}/${name}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Answers the matching API call once with a 422 of the given body, then lets calls through again. */
async function answer422Once(page: Page, path: string, method: string, body: unknown) {
  const url = `**/api${path}`;
  let used = false;
  await page.route(url, async (route: Route) => {
    if (used || route.request().method() !== method) return route.fallback();
    used = true;
    await route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify(body) });
  });
}

/** Answers the matching call with 429 and a Retry-After; counts the calls that reached the browser's route. */
async function answer429(page: Page, path: string, retryAfter: number) {
  const calls = { count: 0 };
  await page.route(`**/api${path}`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    calls.count++;
    await route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'Retry-After': String(retryAfter) },
      body: JSON.stringify({ detail: 'Too many attempts for this e-mail.' }),
    });
  });
  return calls;
}

/** The session ends under the page: the stored tokens are no longer accepted and cannot be refreshed. */
async function expireSession(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem('accessToken', 'expired-access-token');
    localStorage.setItem('refreshToken', 'revoked-refresh-token');
  });
}

test.describe('422s always reach the user (docs/product-rules.md#errors-and-messages)', () => {
  test.beforeEach(async ({ page }) => {
    await apiSignIn(page, 'owner', '/profile');
    await expect(page.getByLabel('First name')).toHaveValue('Olivia');
    await page.getByLabel('First name').fill('Liv');
  });

  // Each wording is proven below the browser (lib/forms.test.ts, the SDK's errors.test.ts); this test proves a
  // real 422 body reaches the form through the SDK, with both kinds of issue that have no field on screen.
  test("issues without a field on the form read 'Unknown field: …' and 'a > b: message', input kept", async ({
    page,
  }) => {
    await answer422Once(page, '/user/me', 'PUT', {
      detail: [
        { loc: ['body'], msg: 'The profile could not be read.', type: 'value_error' },
        { msg: 'Another problem without a place.', type: 'value_error' },
        { loc: ['body', 'billing', 'vat'], msg: 'Not a VAT number.', type: 'value_error' },
      ],
    });
    await page.getByRole('button', { name: 'Save profile' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Unknown field' });
    await expect(alert).toContainText('Unknown field: The profile could not be read.');
    await expect(alert).toContainText('Unknown field: Another problem without a place.');
    await expect(alert).toContainText('billing > vat: Not a VAT number.');
    await expect(page.getByLabel('First name')).toHaveValue('Liv');
    await lookAt(page, 'error-422-unknown-field');
  });
});

test.describe('422s of actions outside forms', () => {
  test('a delete answered 422 says why in a toast, and the user is still there', async ({ page }) => {
    await apiSignIn(page, 'owner', '/users/3');
    await answer422Once(page, '/user/3', 'DELETE', {
      detail: [{ loc: ['body'], msg: 'This user still owns open tickets.', type: 'value_error' }],
    });
    await page.getByRole('button', { name: 'Delete user' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete user' }).click();
    await expect(page.getByText('Unknown field: This user still owns open tickets.')).toBeVisible();
    await expect(page).toHaveURL(/\/users\/3$/);
  });

  test('a delete answered 404 says the item is gone, with the way on', async ({ page }) => {
    await apiSignIn(page, 'owner', '/users/3');
    await mock.fault({ operationId: 'deleteUser', status: 404 });
    await page.getByRole('button', { name: 'Delete user' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete user' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'This item no longer exists' });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Back to the list' }).click();
    await expect(page).toHaveURL(/\/users$/);
  });
});

test.describe('writes answered 403 or 404 (decision 0015)', () => {
  test('a save refused with 403 keeps the input, says the user may no longer do this, and offers a way on', async ({
    page,
  }) => {
    await apiSignIn(page, 'owner', '/users/2');
    await expect(page.getByLabel('First name')).toHaveValue('Henry');
    await page.getByLabel('First name').fill('Harold');
    await mock.fault({ operationId: 'updateUser', status: 403 });
    await page.getByRole('button', { name: 'Save changes' }).click();

    const message = page.getByRole('alert').filter({ hasText: 'You may no longer do this' });
    await expect(message).toContainText('your permissions have changed. What you typed is still here.');
    await expect(page).toHaveURL(/\/users\/2$/);
    await expect(page.getByLabel('First name')).toHaveValue('Harold');
    await lookAt(page, 'error-write-403');
    await message.getByRole('link', { name: 'Go to the dashboard' }).click();
    // What was typed is not saved: leaving asks first (docs/product-rules.md#leaving-unsaved-input).
    await page
      .getByRole('alertdialog', { name: 'Leave this page?' })
      .getByRole('button', { name: 'Leave page' })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a save answered 404 says the item is gone and links back to its list', async ({ page }) => {
    await apiSignIn(page, 'owner', '/users/2');
    await expect(page.getByLabel('First name')).toHaveValue('Henry');
    await page.getByLabel('Last name').fill('Dawes');
    await mock.fault({ operationId: 'updateUser', status: 404 });
    await page.getByRole('button', { name: 'Save changes' }).click();

    const message = page.getByRole('alert').filter({ hasText: 'This item no longer exists' });
    await expect(message).toBeVisible();
    await expect(page).toHaveURL(/\/users\/2$/);
    await expect(page.getByLabel('Last name')).toHaveValue('Dawes');
    await lookAt(page, 'error-write-404');
    await message.getByRole('link', { name: 'Back to the list' }).click();
    await page
      .getByRole('alertdialog', { name: 'Leave this page?' })
      .getByRole('button', { name: 'Leave page' })
      .click();
    await expect(page).toHaveURL(/\/users$/);
  });
});

test.describe('the session-expired dialog does not trap the user', () => {
  test('a two-factor user signs in again there with a code, and the form is kept and saves', async ({
    page,
  }) => {
    await signIn(page, 'twofactor', { from: '/profile' });
    await expect(page.getByLabel('First name')).not.toHaveValue('');
    await page.getByLabel('Last name').fill('Twofold');
    await expireSession(page);
    await page.getByRole('button', { name: 'Save profile' }).click();

    const dialog = page.getByRole('dialog', { name: 'Your session has expired' });
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(personas.twofactor.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByText('Your account uses two-factor authentication.')).toBeVisible();
    await lookAt(page, 'error-session-dialog-two-factor');
    await dialog.getByLabel('Authentication code').fill(totp(personas.twofactor.totpSecret));
    await dialog.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Last name')).toHaveValue('Twofold');

    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile is saved.')).toBeVisible();
  });

  test('Escape and the close button ask before signing out; "Sign out" leaves for the login and comes back', async ({
    page,
  }) => {
    await apiSignIn(page, 'owner', '/profile');
    await expect(page.getByLabel('First name')).toHaveValue('Olivia');
    await page.getByLabel('First name').fill('Liv');
    await expireSession(page);
    await page.getByRole('button', { name: 'Save profile' }).click();

    const signIn_ = page.getByRole('dialog', { name: 'Your session has expired' });
    const leave = page.getByRole('alertdialog', { name: 'Sign out and lose your input?' });
    await expect(signIn_).toBeVisible();
    await lookAt(page, 'error-session-dialog');

    // Escape asks first; Escape again (or "Stay and sign in") goes back to the sign-in.
    await page.keyboard.press('Escape');
    await expect(leave).toBeVisible();
    await lookAt(page, 'error-session-dialog-leave');
    await page.keyboard.press('Escape');
    await expect(signIn_).toBeVisible();
    await signIn_.getByRole('button', { name: 'Close' }).click();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay and sign in' }).click();
    await expect(signIn_).toBeVisible();

    await signIn_.getByRole('button', { name: 'Sign out' }).click();
    await leave.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await signIn(page, 'owner', { from: page.url() });
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test.describe('tokens cleared in another tab', () => {
  test("this tab goes to /login at once, with its path as redirect and nothing of the user's data kept", async ({
    context,
  }) => {
    const here = await context.newPage();
    await signIn(here, 'owner', { from: '/users' });
    await expect(here.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    // Another tab's refresh failed: it cleared the shared tokens, and sent no logout message.
    const other = await context.newPage();
    await other.goto('/login');
    await other.evaluate(() => {
      localStorage.removeItem('accessToken');
      localStorage.removeItem('refreshToken');
    });

    await expect(here).toHaveURL(/\/login\?redirect=%2Fusers$/);
    await expect(here.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await signIn(here, 'owner', { from: here.url() });
    await expect(here).toHaveURL(/\/users$/);
  });

  test('with unsaved input, this tab asks for a sign-in in place instead', async ({ context }) => {
    const here = await context.newPage();
    await signIn(here, 'owner', { from: '/profile' });
    await expect(here.getByLabel('First name')).toHaveValue('Olivia');
    await here.getByLabel('First name').fill('Liv');
    const other = await context.newPage();
    await other.goto('/login');
    await other.evaluate(() => localStorage.removeItem('accessToken'));

    await expect(here.getByRole('dialog', { name: 'Your session has expired' })).toBeVisible();
    await expect(here).toHaveURL(/\/profile$/);
    await expect(here.getByLabel('First name')).toHaveValue('Liv');
  });
});

test.describe('too many attempts (429 with Retry-After)', () => {
  test('sign-in shows the wait, keeps the e-mail and sends nothing until the wait is over', async ({
    page,
  }) => {
    const calls = await answer429(page, '/login', 20);
    // The page's time stands still until the test moves it (its timers keep running, so axe can too): the
    // wait is seen however slow the machine.
    const start = Date.now() + 60_000;
    await page.clock.setFixedTime(start);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(personas.owner.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('maybe-this-one');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByRole('alert')).toHaveText('Too many attempts. Wait 20 seconds, then try again.');
    await expect(page.getByLabel('E-mail')).toHaveValue(personas.owner.email);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
    expect(calls.count).toBe(1);
    await lookAtPublic(page, 'error-429-sign-in');

    // Once the wait is over, the message goes and the next try is the user's.
    await page.clock.setFixedTime(start + 10_000);
    await expect(page.getByRole('alert')).toHaveText('Too many attempts. Wait 10 seconds, then try again.');
    await page.clock.setFixedTime(start + 21_000);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(calls.count).toBe(1);
    await page.unroute('**/api/login');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(personas.owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the reset-link form shows the wait and keeps the e-mail', async ({ page }) => {
    const calls = await answer429(page, '/resetpasswordtoken', 90);
    await page.clock.setFixedTime(Date.now() + 60_000);
    await page.goto('/forgotpassword');
    await page.getByLabel('E-mail').fill(personas.owner.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Too many attempts. Wait 1 minute 30 seconds, then try again.',
    );
    await expect(page.getByLabel('E-mail')).toHaveValue(personas.owner.email);
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeDisabled();
    await lookAtPublic(page, 'error-429-reset');
    expect(calls.count).toBe(1);
  });

  test('the re-authentication dialog shows the wait and does not retry', async ({ page }) => {
    await apiSignIn(page, 'owner', '/two_factor_auth');
    await mock.config({ reauthAfterSeconds: 0 });
    await page.clock.setFixedTime(Date.now() + 60_000);
    const calls = await answer429(page, '/reauth/verify', 30);
    await page.getByRole('button', { name: 'Set up', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Owner!2345');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Too many attempts. Wait 30 seconds, then try again.');
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('Owner!2345');
    await lookAt(page, 'error-429-reauth');
    expect(calls.count).toBe(1);
  });
});
