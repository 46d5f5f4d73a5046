import { MOCK_URL, expect, lookAt, mock, signIn, test } from './support/fixtures';
import { personas } from './support/personas';

// The services screens on a phone, and how they load and fail (docs/decisions/0011-domain-screen-pattern.md).
const SALES_EAST = 1;
const SCREENS = process.env.E2E_SHOTS_DIR ?? `${process.env.E2E_REPORTS_DIR ?? '../../.reports'}/screens`;

/** The seed's ids under sales-east, read from the mock as the owner (so the test follows the seed). */
async function salesEast() {
  const login = await fetch(`${MOCK_URL}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(personas.owner),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const res = await fetch(`${MOCK_URL}/aliases/${SALES_EAST}`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(res.ok).toBe(true);
  return (await res.json()) as {
    virtual_desktops: { id: number }[];
    virtual_phones: { id: number }[];
    sms_numbers: { number: string }[];
    social_accounts: { id: number }[];
  };
}

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every services screen fits the width: sections wrap, tables scroll inside their card', async ({
    page,
  }) => {
    test.setTimeout(420_000);
    const alias = await salesEast();
    const base = `/services/alias/${SALES_EAST}`;
    const screens = [
      '/services/aliases',
      base,
      `${base}/edit`,
      `${base}/entity/general/edit`,
      `${base}/entity/socialaccount/${alias.social_accounts[0]!.id}/edit`,
      `${base}/desktop/add`,
      `${base}/desktop/${alias.virtual_desktops[0]!.id}`,
      `${base}/phone/add`,
      `${base}/phone/${alias.virtual_phones[0]!.id}`,
      `${base}/sms/add`,
      `${base}/sms/${alias.sms_numbers[0]!.number}`,
      `${base}/filesharing`,
    ];
    await signIn(page, 'owner');
    const widths: Record<string, number> = {};
    for (const path of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('route-pending')).toHaveCount(0);
      widths[path] = await page.evaluate(() => document.documentElement.scrollWidth);
    }
    console.log(`scrollWidth at 390 px: ${JSON.stringify(widths)}`);
    for (const path of screens) expect(widths[path], path).toBeLessThanOrEqual(390);

    await page.goto(base);
    await expect(page.getByRole('heading', { level: 1, name: 'sales-east' })).toBeVisible();
    await lookAt(page, 'services-alias-390');
    await page.goto(`${base}/filesharing`);
    await expect(page.getByRole('table', { name: /^Files in/ })).not.toHaveAttribute('aria-busy', 'true');
    await lookAt(page, 'services-filesharing-390');
  });
});

test.describe('loading and failure', () => {
  test('a slow alias shows the layout skeleton; a failed one says so and Try again loads it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'owner');
    await page.goto('/services/aliases');
    const link = page.getByRole('table', { name: 'Aliases' }).getByRole('link', { name: 'sales-east' });
    await expect(link).toBeVisible();

    // Slow: the skeleton inside the layout, then the alias.
    await mock.config({ latencyMs: 2_500 });
    await link.click();
    await expect(page.getByTestId('route-pending')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/services-alias-loading.png` });
    await expect(page.getByRole('heading', { level: 1, name: 'sales-east' })).toBeVisible({
      timeout: 20_000,
    });
    await mock.config({ latencyMs: 0 });

    // Failed: what went wrong and a way to try again, no half-empty page.
    await mock.fault({ operationId: 'getAlias', status: 500 });
    await page.goto(`/services/alias/${SALES_EAST}/edit`);
    const failure = page.getByTestId('route-error');
    await expect(failure).toBeVisible({ timeout: 20_000 });
    await expect(failure).toContainText('This page could not be loaded');
    await expect(page.getByRole('textbox', { name: 'Alias name' })).toHaveCount(0);
    await lookAt(page, 'services-alias-edit-failed');
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('textbox', { name: 'Alias name' })).toHaveValue('sales-east');
  });

  test('a new user is offered as primary user without a reload', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto(`/services/alias/${SALES_EAST}/edit`);
    const primary = page.getByRole('combobox', { name: 'Primary user' });
    await primary.fill('Quinn');
    await expect(page.getByRole('option', { name: 'Quinn Newcomer' })).toHaveCount(0);
    await primary.press('Escape');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('link', { name: 'Add user' }).click();
    await page.getByRole('textbox', { name: 'First name' }).fill('Quinn');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Newcomer');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('quinn.newcomer@acme.test');
    await page.getByRole('button', { name: 'Add user' }).click();
    await expect(page.getByText(/^Quinn Newcomer is added/)).toBeVisible();

    // Back to the alias's edit form by links, so the query cache is the same one.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Aliases' }).click();
    await page.getByRole('table', { name: 'Aliases' }).getByRole('link', { name: 'sales-east' }).click();
    await page.getByRole('link', { name: 'Edit alias' }).click();
    await primary.fill('Quinn');
    await expect(page.getByRole('option', { name: 'Quinn Newcomer' })).toBeVisible();
  });
});
