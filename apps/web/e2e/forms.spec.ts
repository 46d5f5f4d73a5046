import type { Page } from '@playwright/test';

import { apiSignIn, expect as baseExpect, expectAccessible, lookAt, test } from './support/fixtures';
import { serveMode, staffApiSignIn } from './support/staff';

// Forms and input: leaving unsaved input asks first, a picker takes what is typed, and numbers, phone numbers
// and ranges are taken as they are shown (docs/product-rules.md#leaving-unsaved-input).
const expect = baseExpect.configure({ timeout: 20_000 });

/** Starts a reload and answers the browser's leave prompt; resolves with whether the prompt came. */
async function reloadAnswering(page: Page, answer: 'stay' | 'leave') {
  const dialog = page.waitForEvent('dialog', { timeout: 5_000 }).catch(() => null);
  const reload = page.reload({ timeout: 5_000 }).catch(() => null);
  const shown = await dialog;
  if (shown) {
    expect(shown.type()).toBe('beforeunload');
    await (answer === 'stay' ? shown.dismiss() : shown.accept());
  }
  await reload;
  return shown !== null;
}

test.describe('unsaved input', () => {
  test('a link and a reload ask before Add user is left; Stay keeps the input, Leave goes', async ({
    page,
  }) => {
    await apiSignIn(page, 'owner', '/users/add');
    const first = page.getByLabel('First name');
    // Typed with the keyboard: the browser asks on unload only after the user has interacted with the page.
    await first.pressSequentially('Grace');

    await page.getByRole('link', { name: 'Roles' }).first().click();
    const prompt = page.getByRole('alertdialog', { name: 'Leave this page?' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Stay on this page' })).toBeFocused();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/forms-shots/leave-prompt.png' });
    await prompt.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(page).toHaveURL(/\/users\/add$/);
    await expect(first).toHaveValue('Grace');

    // Escape stays too.
    await page.getByRole('link', { name: 'Roles' }).first().click();
    await expect(prompt).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(prompt).toHaveCount(0);
    await expect(first).toHaveValue('Grace');

    // A reload: the browser's own prompt; staying keeps the input.
    expect(await reloadAnswering(page, 'stay')).toBe(true);
    await expect(first).toHaveValue('Grace');
    // Leaving reloads the page, and the input is gone.
    expect(await reloadAnswering(page, 'leave')).toBe(true);
    await expect(page.getByLabel('First name')).toHaveValue('');

    // The in-app prompt's Leave goes where the link pointed.
    await page.getByLabel('First name').pressSequentially('Grace');
    await page.getByRole('link', { name: 'Roles' }).first().click();
    await prompt.getByRole('button', { name: 'Leave page' }).click();
    await expect(page).toHaveURL(/\/roles$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  });

  test('nothing typed, or the input saved: links and reloads do not ask', async ({ page }) => {
    await apiSignIn(page, 'owner', '/users/add');
    await page.getByLabel('First name').click();
    await page.getByRole('link', { name: 'Roles' }).first().click();
    await expect(page).toHaveURL(/\/roles$/);

    await page.goto('/users/add');
    await page.getByLabel('First name').pressSequentially('Ada');
    await page.getByLabel('Last name').pressSequentially('Lovelace');
    await page.getByLabel('E-mail').pressSequentially('ada.lovelace@acme.test');
    await page.getByRole('button', { name: 'Add user' }).click();
    // The save's own navigation to the new user does not ask.
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(await reloadAnswering(page, 'stay')).toBe(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  });

  test('a ticket reply asks before a link leaves it', async ({ page }) => {
    await apiSignIn(page, 'owner', '/tickets');
    await page.locator('tbody tr a').first().click();
    await page.getByRole('link', { name: 'Reply' }).click();
    await page.getByRole('textbox', { name: 'Message' }).pressSequentially('Half a reply');
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page.getByRole('alertdialog', { name: 'Leave this page?' })).toBeVisible();
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Half a reply');
  });
});

test('an organization of another country saves its number, with the format said before any error', async ({
  page,
}) => {
  await apiSignIn(page, 'owner', '/organization');
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await expect(phone).toHaveAccessibleDescription(/\+1 \(202\) 555-0123.*\+45 32 12 34 56/);
  await phone.fill('');
  await phone.pressSequentially('+45 321');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter the whole number with its country code')).toBeVisible();
  await phone.pressSequentially('23456');
  await expect(phone).toHaveValue('+45 32 12 34 56');
  await lookAt(page, 'forms-organization-phone');
  await page.getByRole('button', { name: 'Save changes' }).click();
  // Saved: the form is clean again, and a reload reads the number back in international format.
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await page.reload();
  await expect(phone).toHaveValue('+45 32 12 34 56');
  await phone.fill('2025550123');
  await expect(phone).toHaveValue('+1 (202) 555-0123');
});

test.describe('staff numbers and ranges', () => {
  test.beforeEach(async ({ context }) => {
    await serveMode(context, 'both');
  });

  test('a pool needs capacity 1 or more, takes 1,000 as typed, and prices show grouped', async ({ page }) => {
    await staffApiSignIn(page, 'admin', '/admin/resourcepools');
    await page.getByRole('button', { name: 'Add resource pool' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Pool Zero');
    await dialog.getByRole('button', { name: /Location/ }).click();
    // The location list box's first choice (the pager's rows-per-page box has options too).
    await page.getByRole('listbox').getByRole('option').first().click();
    await dialog.getByLabel('Capacity (units)').fill('0');
    await dialog.getByRole('button', { name: 'Add pool' }).click();
    await expect(dialog.getByText('Enter a whole number of units, at least 1.')).toBeVisible();
    await page.screenshot({ path: '/tmp/forms-shots/pool-capacity-zero.png' });
    await dialog.getByLabel('Capacity (units)').fill('1,000');
    await dialog.getByRole('button', { name: 'Add pool' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('searchbox').fill('Pool Zero');
    const row = page.locator('tbody tr', { hasText: 'Pool Zero' });
    await expect(row).toContainText('0 / 1,000 (0%)');
    await lookAt(page, 'forms-pools');

    await page.goto('/admin/servicetypes');
    await expect(page.locator('tbody')).toContainText(/\$\d{1,3}(,\d{3})*\.\d\d/);
    await page.screenshot({ path: '/tmp/forms-shots/service-type-prices.png' });
  });

  test('a backwards day range is said in the console and staff logs, and can be swapped', async ({
    page,
  }) => {
    await staffApiSignIn(page, 'admin', '/admin/logs?date_from=2026-11-20&date_to=2026-11-10');
    await expect(page.getByText('The date range is backwards')).toBeVisible();
    await lookAt(page, 'forms-admin-logs-backwards');
    await page.getByRole('button', { name: 'Swap the dates' }).click();
    await expect(page).toHaveURL(/date_from=2026-11-10/);
    await expect(page.getByText('The date range is backwards')).toHaveCount(0);

    await page.goto('/admin/devlogs?date_from=2026-11-20&date_to=2026-11-10');
    await expect(page.getByText('The date range is backwards')).toBeVisible();
  });
});
