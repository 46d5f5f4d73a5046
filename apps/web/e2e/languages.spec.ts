// The person's language in a real browser (docs/decisions/0049-languages.md): the browser's language on the
// sign-in pages, the device's last choice, and the account's choice following the person to another browser.
import path from 'node:path';

import {
  apiSignIn,
  expect,
  lookAt,
  mock,
  REPORTS_DIR,
  signIn,
  storeInLocalStorage,
  test,
} from './support/fixtures';
import { personas } from './support/personas';
import { serveMode, staffApiSignIn } from './support/staff';

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

test('a day in German: sign in, filter the users, edit one, a refused save, sign out', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill(personas.owner.email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(personas.owner.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Willkommen, / })).toBeVisible();
  await lookAt(page, 'de-dashboard');

  await page
    .getByRole('navigation', { name: 'Hauptmenü' })
    .getByRole('link', { name: 'Benutzer', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible();
  await page.getByRole('button', { name: /^Status / }).click();
  await page.getByRole('option', { name: 'Inaktiv', exact: true }).click();
  await expect(page).toHaveURL(/status=false/);
  await expect(page.getByRole('button', { name: 'Filter entfernen: Status: Inaktiv' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Benutzer der Organisation' });
  await expect(table.locator('tbody tr')).toHaveCount(6);
  await lookAt(page, 'de-users-filtered');

  // A user's form: the server refuses an e-mail another user has; its words are shown as the server sends them.
  await table.locator('tbody tr').first().getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'Änderungen speichern' })).toBeVisible();
  await page.getByLabel('E-Mail').fill('helpdesk@acme.test');
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText('A user with this e-mail already exists.')).toBeVisible();
  await expect(page.getByLabel('E-Mail')).toHaveValue('helpdesk@acme.test');
  await lookAt(page, 'de-user-edit-422');
  // The client's own rules speak German.
  await page.getByLabel('Vorname').fill('');
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText('Geben Sie den Vornamen ein.')).toBeVisible();

  // Leaving with unsaved input asks first, in German; then signing out ends on the German sign-in page.
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Diese Seite verlassen?' })).toBeVisible();
  await lookAt(page, 'de-leave-question');
  await page.getByRole('button', { name: 'Seite verlassen' }).click();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.close();
});

test('French screens: the palette, a ticket, the staff organizations, a phone', async ({ page, context }) => {
  // The console and the staff area in one build (decision 0017).
  await serveMode(context, 'both');
  await storeInLocalStorage(page, { 'console.language': 'fr' });
  await apiSignIn(page, 'owner', '/tickets/4');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('link', { name: 'Tickets' }).first()).toBeVisible();
  await lookAt(page, 'fr-ticket');

  await page.getByRole('button', { name: /^Rechercher/ }).click();
  const palette = page.getByRole('dialog', { name: 'Recherche et commandes' });
  await expect(palette).toBeVisible();
  await page.keyboard.type('utilis');
  await expect(palette.getByRole('option').first()).toBeVisible();
  await lookAt(page, 'fr-palette');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await lookAt(page, 'fr-phone-users');

  await page.setViewportSize({ width: 1280, height: 720 });
  await staffApiSignIn(page, 'admin', '/admin/organizations');
  await expect(page.getByRole('heading', { level: 1, name: 'Organisations' })).toBeVisible();
  await lookAt(page, 'fr-staff-organizations');
});
