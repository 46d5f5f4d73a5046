// The person's language in a real browser (docs/decisions/0049-languages.md): the browser's language on the
// sign-in pages, the device's last choice, and the account's choice following the person to another browser.
import path from 'node:path';

import { expect, lookAt, mock, REPORTS_DIR, signIn, test } from './support/fixtures';

// The public pages do not follow a theme change made while they are open, so lookAt's dark pass cannot run on
// them: their screenshots are taken as they are.
const screenshot = (page: import('@playwright/test').Page, name: string) =>
  page.screenshot({ path: path.join(REPORTS_DIR, 'screens', `${name}.png`) });

test.beforeEach(() => mock.reset());

test('the sign-in page speaks the browser’s language and remembers the choice made on it', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/login');
  const select = page.getByLabel('Sprache');
  await expect(select).toHaveValue('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await screenshot(page, 'login-de');

  await select.selectOption('fr');
  await expect(page.getByLabel('Langue')).toHaveValue('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The device keeps the choice over the browser's language.
  await page.reload();
  await expect(page.getByLabel('Langue')).toHaveValue('fr');
  await screenshot(page, 'login-fr');
  await context.close();
});

test('a language chosen in one browser follows the person to another at sign-in', async ({ browser }) => {
  const first = await browser.newContext({ locale: 'en-US' });
  const page = await first.newPage();
  await signIn(page, 'owner');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: /Français/ }).click();
  await expect(page.getByRole('button', { name: 'Langue\u00a0: Français' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await lookAt(page, 'dashboard-fr');

  // Another browser (another device): English on its sign-in page, French once the person is known.
  const second = await browser.newContext({ locale: 'en-US' });
  const other = await second.newPage();
  await signIn(other, 'owner');
  await expect(other.getByRole('button', { name: 'Langue\u00a0: Français' })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'fr');
  await first.close();
  await second.close();
});
