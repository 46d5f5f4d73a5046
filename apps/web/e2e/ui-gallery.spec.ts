import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { REPORTS_DIR } from './support/fixtures';

// The component gallery of @console/ui (built with VITE_UI_GALLERY=true).
const SHOTS = `${REPORTS_DIR}/screenshots`;

async function openGallery(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await page.goto('/gallery');
  // Every component at once, a 10,000-row table among them: on a shared 2-core machine its first render
  // has taken over 10 s (a CI run's first attempt).
  await expect(page.getByRole('heading', { level: 1, name: 'Component gallery' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violation in the ${theme} theme`, async ({ page }) => {
    await openGallery(page, theme);
    await page.screenshot({ path: `${SHOTS}/ui-gallery-${theme}.png`, fullPage: true });
    const { violations } = await new AxeBuilder({ page }).analyze();
    const severe = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(severe).toEqual([]);
  });
}

test('the theme toggle switches to dark, persists it, and System follows the OS preference', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/gallery');
  const html = page.locator('html');
  await expect(html).toHaveClass(/\bdark\b/); // no stored choice: the system preference wins
  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.reload();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.getByRole('radio', { name: 'System' }).check();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
});

test('a dialog traps focus while open and returns it to its trigger', async ({ page }) => {
  await openGallery(page, 'light');
  const trigger = page.getByRole('button', { name: 'Rename organization' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Rename organization' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ui-dialog-light.png` });
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('the confirm dialog starts on Cancel and returns focus to its trigger', async ({ page }) => {
  await openGallery(page, 'dark');
  const trigger = page.getByRole('button', { name: 'Delete user' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete Jane Doe?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/ui-confirm-dark.png` });
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

test('the paged table sorts and pages by keyboard', async ({ page }) => {
  await openGallery(page, 'light');
  const table = page.getByRole('table', { name: 'Users (paged)' });
  const nameHeader = table.getByRole('columnheader', { name: /Name/ });
  const names = async () =>
    (await table.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((t) =>
      t.replace('Account Owner', '').trim(),
    );

  await expect(nameHeader).not.toHaveAttribute('aria-sort');
  await table.getByRole('button', { name: 'Name' }).focus();
  await page.keyboard.press('Enter');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await names();
  expect(ascending).toHaveLength(25);
  expect(ascending).toEqual([...ascending].sort(collator.compare));

  await page.keyboard.press('Space');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  const descending = await names();
  expect(descending).toEqual([...descending].sort((a, b) => collator.compare(b, a)));

  const pages = page.getByRole('navigation', { name: 'Users (paged) pages' });
  await pages.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pages).toContainText('Showing 26–50 of 10,000');
  expect(await names()).not.toEqual(descending);
  await pages.getByRole('button', { name: 'Page 400' }).focus();
  await page.keyboard.press('Enter');
  await expect(pages).toContainText('Showing 9,976–10,000 of 10,000');
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('the virtual table keeps only the visible rows of 10,000 in the DOM and sorts by keyboard', async ({
  page,
}) => {
  await openGallery(page, 'light');
  const table = page.getByRole('table', { name: 'Users (virtual)' });
  await expect(table).toHaveAttribute('aria-rowcount', '10001');
  const rendered = await table.locator('tbody tr[aria-rowindex]').count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(60);

  const region = page.getByRole('region', { name: 'Users (virtual), scrollable' });
  await region.evaluate((el) => (el.scrollTop = el.scrollHeight));
  await expect(table.locator('tbody tr[aria-rowindex="10001"]')).toBeVisible();

  await table.getByRole('button', { name: 'Storage' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(table.getByRole('columnheader', { name: /Storage/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await region.evaluate((el) => (el.scrollTop = 0));
  await expect(table.locator('tbody tr[aria-rowindex="2"]')).toBeVisible();
});

test.describe('toasts', () => {
  // Keyboard only: a pointer over the toaster would pause sonner's timers.
  async function show(page: Page, button: string) {
    await page.getByRole('button', { name: button, exact: true }).focus();
    await page.keyboard.press('Enter');
    // sonner renders new toasts from a 0 ms timer, which the paused clock holds back.
    await page.clock.runFor(50);
  }

  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date(2026, 10, 22, 12, 0, 0) });
    await openGallery(page, 'light');
    // The toaster loads with the first toast call (decision 0010); dismissing none loads it while the clock runs,
    // so the tests below time the toasts, not that load (React reveals a suspended part on a timer).
    await page.getByRole('button', { name: 'Dismiss all', exact: true }).click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
    await page.clock.pauseAt(new Date(2026, 10, 22, 12, 1, 0));
  });

  for (const [button, text, duration] of [
    ['Success toast', 'User created', 2000],
    ['Error toast', 'Something went wrong. Please refresh the page or try again.', 4000],
    ['Blank toast', 'Draft saved', 4000],
    ['Custom toast', 'Custom content', 4000],
  ] as const) {
    test(`a ${button.toLowerCase()} stays ${duration} ms`, async ({ page }) => {
      await show(page, button);
      const toast = page.getByText(text, { exact: true }).last();
      await expect(toast).toBeVisible();
      await page.clock.runFor(duration - 200);
      await expect(toast).toBeVisible();
      // The time left, plus sonner's 200 ms exit before the element is removed.
      await page.clock.runFor(150 + 400);
      await expect(page.getByText(text, { exact: true })).toHaveCount(0);
    });
  }

  test('a loading toast stays until it is dismissed', async ({ page }) => {
    await show(page, 'Loading toast');
    const toast = page.getByText('Uploading…');
    await expect(toast).toBeVisible();
    await page.clock.runFor(60_000);
    await expect(toast).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/ui-toasts-light.png` });
    await show(page, 'Dismiss all');
    await page.clock.runFor(500);
    await expect(toast).toHaveCount(0);
  });

  test('a promise toast turns from loading into a success that then lasts 2000 ms', async ({ page }) => {
    await show(page, 'Promise toast');
    await expect(page.getByText('Saving…')).toBeVisible();
    await page.clock.runFor(1500);
    const saved = page.getByText('Saved', { exact: true });
    await expect(saved).toBeVisible();
    await page.clock.runFor(1900);
    await expect(saved).toBeVisible();
    await page.clock.runFor(500);
    await expect(saved).toHaveCount(0);
  });
});
