import { expect, expectAccessible, lookAt, mock, REPORTS_DIR, signIn, test } from './support/fixtures';
import { personas } from './support/personas';
import { totp } from './support/totp';

const signOut = async (page: import('@playwright/test').Page) => {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
};

async function passwordStep(page: import('@playwright/test').Page) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(personas.owner.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(personas.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('two-factor: set up with a real code, sign in with a code, a recovery code and a trusted device, then disable', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'owner');
  await page.goto('/two_factor_auth');
  await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  // The key can be copied: the button says so to screen readers, and the clipboard holds the key.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy key' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expectAccessible(page);
  await page.screenshot({ path: `${REPORTS_DIR}/screenshots/shell-two-factor-setup.png`, fullPage: true });

  // A wrong code is refused on the field; the real one turns two-factor on and shows the codes once.
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByLabel('Code from the app')).toBeFocused();
  await page.getByLabel('Code from the app').fill(totp(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  // allTextContents does not wait: wait for the codes to be shown first.
  const codeItems = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codeItems.first()).toBeVisible();
  const codes = await codeItems.allTextContents();
  expect(codes.length).toBeGreaterThanOrEqual(6);
  await page.screenshot({ path: `${REPORTS_DIR}/screenshots/shell-two-factor-codes.png`, fullPage: true });
  await page.getByRole('button', { name: 'I saved them' }).click();
  await expect(page.getByText('Enabled', { exact: true })).toBeVisible();

  // A recovery code signs in once; the same code then fails.
  await signOut(page);
  await passwordStep(page);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);
  await passwordStep(page);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code did not work. Check it and try again.');

  // A code from the app, trusting the device: the next sign-in needs only the password.
  await page.getByRole('button', { name: 'Use an authentication code' }).click();
  await page.getByLabel('Authentication code').fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('checkbox', { name: 'Trust this device for 30 days' }).check();
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('hashToken'))).toBeTruthy();
  await signOut(page);
  await passwordStep(page);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Turning it off asks who you are first when the server wants a re-authentication.
  await mock.config({ reauthAfterSeconds: 0 });
  await page.goto('/two_factor_auth');
  await expect(page.getByRole('heading', { name: 'Trusted devices' })).toBeVisible();
  await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  await page.getByRole('alertdialog').getByLabel('Code from the app').fill(totp(secret));
  await page.getByRole('alertdialog').getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByRole('dialog', { name: "Confirm it's you" })).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('textbox', { name: 'Password', exact: true })
    .fill(personas.owner.password);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
});

test('the remaining recovery codes are shown after re-authentication', async ({ page }) => {
  let asked = 0;
  page.on(
    'request',
    (r) => r.method() === 'GET' && /\/api\/user\/\d+\/2fa\/recoverycodes$/.test(r.url()) && asked++,
  );
  await signIn(page, 'twofactor', { from: '/two_factor_auth' });
  await mock.config({ reauthAfterSeconds: 0 });
  await page.getByRole('button', { name: 'Show remaining recovery codes' }).click();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(personas.twofactor.password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').first(),
  ).toBeVisible();
  expect(asked).toBe(1);
  await lookAt(page, 'error-unused-remaining-codes');
});
