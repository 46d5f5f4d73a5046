import type { Page } from '@playwright/test';

import { expect as baseExpect, lookAt, signIn, test } from './support/fixtures';
import { personas } from './support/personas';
import { serveMode, staffApiSignIn } from './support/staff';

// The machine running these may be busy: waits are generous, none of them is a timing claim.
const expect = baseExpect.configure({ timeout: 20_000 });

// docs/product-rules.md#sign-in-as-a-user
const RULE = 'Not allowed while signed in as this user by staff';

test.beforeEach(async ({ context }) => {
  await serveMode(context, 'both');
});

/** Staff signs in, opens the account owner in the staff area and their console: the console's page. */
async function openOwnersConsole(page: Page): Promise<Page> {
  await staffApiSignIn(page, 'admin', '/admin/users/1');
  await expect(page.getByRole('heading', { name: 'Olivia Bennett', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in as this user' }).click();
  const [console] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('alertdialog').getByRole('button', { name: 'Open their console' }).click(),
  ]);
  await console.waitForURL((url) => url.pathname === '/dashboard');
  await expect(console.getByRole('region', { name: 'Staff sign-in' })).toBeVisible();
  return console;
}

/** A call with this console session's token, as a script in the page could make it. */
async function callApi(console: Page, method: string, path: string, body: unknown) {
  return console.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, detail: ((await res.json()) as { detail?: unknown }).detail };
    },
    { method, path, body },
  );
}

/** No credential-changing call leaves the page: the screens say why before anything is sent. */
function credentialWrites(console: Page): string[] {
  const sent: string[] = [];
  console.on('request', (r) => {
    if (r.method() !== 'GET' && /\/api\/(user|reauth)/.test(r.url())) sent.push(`${r.method()} ${r.url()}`);
  });
  return sent;
}

test('signed in as a user by staff, no e-mail or password of any account changes; the owner still signs in', async ({
  page,
  browser,
}) => {
  const console = await openOwnersConsole(page);
  await console.goto('/users/1');
  await expect(console.getByRole('heading', { name: 'Olivia Bennett', level: 1 })).toBeVisible();
  // The e-mail is read-only and says why; the set-password card has no form, only the reason.
  const email = console.getByRole('textbox', { name: 'E-mail' });
  await expect(email).not.toBeEditable();
  await expect(email).toHaveAccessibleDescription(new RegExp(RULE));
  await expect(console.getByText(RULE)).toHaveCount(2);
  await expect(console.getByRole('button', { name: 'Set password' })).toHaveCount(0);
  await lookAt(console, 'sso-user-edit');

  // Names still save, audited on behalf as before.
  await console.getByLabel('First name').fill('Olivia-Staffed');
  await console.getByRole('button', { name: 'Save changes' }).click();
  await expect(console.getByText(/saved/i).first()).toBeVisible();

  // Around the screen, by any route, the API refuses with the same rule: this user's and another's.
  for (const id of [1, 4]) {
    const changed = await callApi(console, 'PUT', `/user/${id}`, {
      first_name: 'Taken',
      last_name: 'Over',
      email: `taken.over.${id}@acme.test`,
      status: true,
      role_ids: [],
    });
    expect(changed).toEqual({ status: 403, detail: `${RULE}.` });
    const password = await callApi(console, 'PUT', `/user/changepassword/${id}`, {
      password: 'Takeover!23456',
    });
    expect(password).toEqual({ status: 403, detail: `${RULE}.` });
  }

  // The owner still signs in with their own e-mail and password.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, 'owner');
  await expect(ownerPage.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(ownerPage.url()).pathname).not.toBe('/login');
  await ownerPage.goto('/profile');
  await expect(ownerPage.getByRole('textbox', { name: 'E-mail' })).toHaveValue(personas.owner.email);
  await expect(ownerPage.getByRole('textbox', { name: 'E-mail' })).toBeEditable();
  await ownerContext.close();
});

test('signed in as a user by staff, the password, e-mail and two-factor screens say why before anything is typed', async ({
  page,
}) => {
  const console = await openOwnersConsole(page);
  const sent = credentialWrites(console);

  await console.goto('/changepassword');
  await expect(console.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();
  await expect(console.getByText(RULE)).toBeVisible();
  await expect(console.getByLabel('Current password')).toHaveCount(0);
  await expect(console.getByRole('button', { name: 'Change password' })).toHaveCount(0);
  await lookAt(console, 'sso-change-password');

  await console.goto('/profile');
  await expect(console.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
  // The e-mail is text under its label with the reason, not an input; no way to the password or two-factor.
  await expect(console.getByRole('textbox', { name: 'E-mail' })).toHaveCount(0);
  await expect(console.getByRole('definition').filter({ hasText: personas.owner.email })).toBeVisible();
  await expect(console.getByText(RULE)).toBeVisible();
  await expect(console.getByRole('link', { name: /Change password|Two-factor/ })).toHaveCount(0);
  await expect(console.getByLabel('First name')).toBeEditable();
  await lookAt(console, 'sso-profile');

  await console.goto('/two_factor_auth');
  await expect(console.getByRole('heading', { name: 'Two-factor authentication', level: 1 })).toBeVisible();
  await expect(console.getByText(RULE)).toBeVisible();
  await expect(console.getByRole('button', { name: /set up|enable|disable|remove|regenerate/i })).toHaveCount(
    0,
  );
  await lookAt(console, 'sso-two-factor');

  await console.goto('/users/4/two_factor_auth');
  await expect(console.getByText(RULE)).toBeVisible();
  await expect(console.getByRole('button', { name: /remove|disable|regenerate/i })).toHaveCount(0);
  await lookAt(console, 'sso-user-two-factor');

  expect(sent).toEqual([]);
});
