// Formats and masks (docs/product-rules.md#formats-and-masks): the e-mail mask on the reset-password page, desktop
// memory in readable units.
import { apiSignIn, expect as baseExpect, MOCK_URL, test } from './support/fixtures';
import { personas } from './support/personas';

const expect = baseExpect.configure({ timeout: 20_000 });

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

test('desktop memory reads in file-size units, not long fractions', async ({ page }) => {
  await page.route('**/api/aliases/1/desktops/1', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const desktop = { ...(await response.json()), memory_mb: 2000 };
    return route.fulfill({ response, json: desktop });
  });
  await apiSignIn(page, 'aliases', '/services/alias/1/desktop/1');
  // 2000 MB is 1.953125 GB: shown to one decimal at most, as plans and disks are (formatCapacity).
  await expect(page.getByText('2 GB', { exact: true })).toBeVisible();
  await expect(page.getByText(/1\.95/)).toHaveCount(0);
});
