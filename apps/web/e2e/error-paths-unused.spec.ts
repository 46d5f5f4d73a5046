// Spec items that were unused: the remaining recovery codes, the e-mail mask, trusted devices never used,
// desktop memory in readable units.
import { MOCK_URL, expect as baseExpect, lookAt, mock, signIn, test } from './support/fixtures';
import { personas } from './support/personas';

const expect = baseExpect.configure({ timeout: 20_000 });

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

test('the reset-password page shows the address masked to whoever holds the link', async ({ page }) => {
  await page.goto('/forgotpassword');
  await page.getByLabel('E-mail').fill(personas.owner.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const outbox = (await (await fetch(`${MOCK_URL}/__mock/outbox`)).json()) as { to: string; token: string }[];
  const mail = outbox.findLast((m) => m.to === personas.owner.email)!;
  await page.goto(`/resetpassword/${mail.token}`);
  await expect(page.getByText('For own***@acme.test')).toBeVisible();
  await expect(page.getByText(personas.owner.email)).toHaveCount(0);
});

test('a trusted device never used says so instead of "last used" and nothing', async ({ page }) => {
  await page.route('**/api/user/*/2fa/trusteddevices', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify([
        { id: 7, name: 'Firefox on Linux', created_at: '2026-11-20T10:00:00Z', last_used_at: null },
      ]),
    }),
  );
  await signIn(page, 'twofactor', { from: '/two_factor_auth' });
  await expect(page.getByText(/Trusted .* · never used yet/)).toBeVisible();
  await expect(page.getByText(/last used\s*$/)).toHaveCount(0);
});

test('desktop memory reads in file-size units, not long fractions', async ({ page }) => {
  await page.route('**/api/aliases/1/desktops/1', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const desktop = { ...(await response.json()), memory_mb: 2000 };
    return route.fulfill({ response, json: desktop });
  });
  await signIn(page, 'aliases', { from: '/services/alias/1/desktop/1' });
  // 2000 MB is 1.953125 GB: shown to one decimal at most, as plans and disks are (formatCapacity).
  await expect(page.getByText('2 GB', { exact: true })).toBeVisible();
  await expect(page.getByText(/1\.95/)).toHaveCount(0);
});
