import { mkdir } from 'node:fs/promises';

import type { Locator, Page } from '@playwright/test';

import { apiSignIn, expect as baseExpect, lookAt, signIn, test } from './support/fixtures';
import { serveMode, staffSignIn } from './support/staff';

// Saved views and configurable columns, which every list inherits from the shared list hook
// (docs/decisions/0033-saved-views-and-columns.md), on a console list (users) and a staff list
// (organisations). The machine may be busy: waits are generous.
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = '/tmp/views-shots';

const headers = (table: Locator) => table.locator('thead th');
const viewsMenu = (page: Page) => page.getByRole('button', { name: 'Views', exact: true });
/** The line under the toolbar naming the view applied (the Views button keeps its label). */
const viewLine = (page: Page) => page.locator('p', { hasText: /^View: / });

/** The visible column headers of the table (as drawn: upper case), without the selection and actions columns. */
async function headerNames(table: Locator) {
  const names = (await headers(table).allInnerTexts()).map((t) => t.trim().toLowerCase()).filter(Boolean);
  return names.filter((n) => n !== 'actions');
}
const names = (...list: string[]) => list.map((n) => n.toLowerCase());

async function pickFilter(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`^${label} `) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Hides `hide` and moves `moveUp` one place up in the Columns dialog. */
async function arrangeColumns(page: Page, { hide, moveUp }: { hide: string; moveUp: string }) {
  await page.getByRole('button', { name: 'Columns', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Columns' });
  // The box follows the URL, which changes a moment after the click.
  await dialog.getByRole('checkbox', { name: hide }).click();
  await expect(dialog.getByRole('checkbox', { name: hide })).not.toBeChecked();
  await dialog.getByRole('button', { name: `Move ${moveUp} up` }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

async function saveView(page: Page, name: string, { makeDefault }: { makeDefault: boolean }) {
  await viewsMenu(page).click();
  await page.getByRole('menuitem', { name: 'Save current view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save current view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  if (makeDefault) await dialog.getByRole('checkbox', { name: /Open the list with this view/ }).check();
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog).toBeHidden();
  await expect(viewLine(page)).toHaveText(`View: ${name}`);
}

/** Renames `from` to `to`, refuses a blank name first, then deletes it after the confirmation. */
/** Presses a button from the keyboard, as a keyboard user would. */
async function press(button: Locator) {
  await button.focus();
  await button.press('Enter');
}

async function renameAndDelete(page: Page, from: string, to: string) {
  await viewsMenu(page).click();
  await page.getByRole('menuitem', { name: 'Rename or delete views…' }).click();
  const manage = page.getByRole('dialog', { name: 'Your views of this list' });
  await press(manage.getByRole('button', { name: `Rename ${from}` }));
  const field = manage.getByRole('textbox', { name: `New name for “${from}”` });
  await field.fill('   ');
  await press(manage.getByRole('button', { name: 'Save name' }));
  await expect(manage.getByText('Give the view a name.')).toBeVisible();
  await field.fill(to);
  await press(manage.getByRole('button', { name: 'Save name' }));
  await expect(manage.getByText(to)).toBeVisible();
  await press(manage.getByRole('button', { name: `Delete ${to}` }));
  const confirm = page.getByRole('alertdialog', { name: 'Delete this view?' });
  await press(confirm.getByRole('button', { name: 'Delete view' }));
  await expect(confirm).toBeHidden();
  await expect(manage.getByText(to)).toBeHidden();
  await press(manage.getByRole('button', { name: 'Done' }));
  await viewsMenu(page).click();
  await expect(page.getByRole('menuitem', { name: new RegExp(to) })).toHaveCount(0);
  await page.keyboard.press('Escape');
}

/** At 390 px the list with its toolbar never scrolls the page sideways. */
async function fitsAPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the toolbar's filters and tools fold behind one button (decision 0042).
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(viewsMenu(page)).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'page width at 390 px').toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

test('console users: hide and move columns, save them with a filter as the default view, find it again after signing out and in; rename and delete', async ({
  page,
}) => {
  await signIn(page, 'owner');
  await page.goto('/users');
  const table = page.getByRole('table', { name: 'Users of the organization' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect
    .poll(() => headerNames(table))
    .toEqual(names('Name', 'E-mail', 'Status', 'Roles', 'Last seen', 'Created'));

  await arrangeColumns(page, { hide: 'E-mail', moveUp: 'Roles' });
  await expect
    .poll(() => headerNames(table))
    .toEqual(names('Name', 'Roles', 'Status', 'Last seen', 'Created'));
  await expect(page).toHaveURL(/columns=full_name(%2C|,)-email(%2C|,)roles(%2C|,)status/);
  await pickFilter(page, 'Status', 'Inactive');
  await expect(table.locator('tbody tr').first()).toContainText('Inactive');
  await saveView(page, 'Inactive people', { makeDefault: true });
  await lookAt(page, 'list-views-users');
  await page.screenshot({ path: `${SHOTS}/users-view-light.png`, fullPage: true });

  // Signed out and in again, the list opened bare opens with the default view: its filter and its columns.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/login');
  await signIn(page, 'owner');
  await page.goto('/users');
  await expect(viewLine(page)).toHaveText('View: Inactive people');
  await expect(page).toHaveURL(/status=false/);
  await expect(table.locator('tbody tr').first()).toContainText('Inactive');
  await expect
    .poll(() => headerNames(table))
    .toEqual(names('Name', 'Roles', 'Status', 'Last seen', 'Created'));

  // A link with its own search is not overridden by the default view (it shows the person's own columns, chosen
  // before the view was saved); the menu applies a view.
  await page.goto('/users?sort=email');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(page).not.toHaveURL(/status=false/);
  await expect
    .poll(() => headerNames(table))
    .toEqual(names('Name', 'Roles', 'Status', 'Last seen', 'Created'));
  await viewsMenu(page).click();
  await page.getByRole('menuitem', { name: 'Inactive people (default)' }).click();
  await expect(page).toHaveURL(/status=false/);
  await expect
    .poll(() => headerNames(table))
    .toEqual(names('Name', 'Roles', 'Status', 'Last seen', 'Created'));
  await fitsAPhone(page, 'users-view');

  await renameAndDelete(page, 'Inactive people', 'Not active');
});

test('console users: the Columns dialog works with the keyboard alone, and the name column stays', async ({
  page,
}) => {
  await signIn(page, 'owner');
  await page.goto('/users');
  const table = page.getByRole('table', { name: 'Users of the organization' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const columns = page.getByRole('button', { name: 'Columns', exact: true });
  // The rows can be on screen before the button's code: until then a stand-in, unavailable, holds its place.
  await expect(columns).not.toHaveAttribute('aria-disabled', 'true');
  await columns.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Columns' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Name' })).toBeDisabled();
  // Tab to "Move Created up" and press it twice: the focus stays on the moved column's button.
  const moveCreatedUp = dialog.getByRole('button', { name: 'Move Created up' });
  for (let i = 0; i < 40 && !(await moveCreatedUp.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(moveCreatedUp).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(moveCreatedUp).toBeFocused();
  await page.keyboard.press('Enter');
  // Shift+Tab back to the Status checkbox and untick it with Space.
  const status = dialog.getByRole('checkbox', { name: 'Status' });
  await status.focus();
  await expect(status).toBeFocused();
  await page.keyboard.press('Space');
  await expect(status).not.toBeChecked();
  await lookAt(page, 'list-views-columns-dialog');
  await page.screenshot({ path: `${SHOTS}/columns-dialog.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(columns).toBeFocused();
  await expect
    .poll(() => headerNames(table))
    .toEqual(names('Name', 'E-mail', 'Created', 'Roles', 'Last seen'));
});

test('staff organizations: a saved view with a filter and hidden columns, applied from the menu after signing out and in; rename and delete', async ({
  page,
  context,
}) => {
  await serveMode(context, 'both');
  await staffSignIn(page, 'admin');
  await page.goto('/admin/organizations');
  const table = page.getByRole('table', { name: 'Organizations' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  // Columns change the table, not the rows: the server is asked for nothing.
  let listReads = 0;
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname.endsWith('/admin/organizations')) listReads += 1;
  });
  await arrangeColumns(page, { hide: 'Country', moveUp: 'Status' });
  await expect
    .poll(() => headerNames(table))
    .toEqual(names('Name', 'E-mail', 'Status', 'Users', 'Customer since'));
  expect(listReads).toBe(0);
  await pickFilter(page, 'Status', 'Active');
  await saveView(page, 'Active customers', { makeDefault: false });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/orgs-view-dark.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await lookAt(page, 'list-views-organizations');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/login');
  await staffSignIn(page, 'admin');
  await page.goto('/admin/organizations');
  // Not the default: the list opens without its filter, with the columns the staff member chose (kept without
  // a view, docs/product-rules.md#columns-and-views).
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(viewLine(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/status=active/);
  await expect
    .poll(() => headerNames(table))
    .toEqual(names('Name', 'E-mail', 'Status', 'Users', 'Customer since'));
  await viewsMenu(page).click();
  await page.getByRole('menuitem', { name: 'Active customers', exact: true }).click();
  await expect(page).toHaveURL(/status=active/);
  await expect
    .poll(() => headerNames(table))
    .toEqual(names('Name', 'E-mail', 'Status', 'Users', 'Customer since'));
  await fitsAPhone(page, 'orgs-view');

  await renameAndDelete(page, 'Active customers', 'Paying');
});

test('console users: rows per page stay in the URL, keep the first row on screen, and are kept in a view', async ({
  page,
}) => {
  await apiSignIn(page, 'owner', '/users?sort=full_name');
  const table = page.getByRole('table', { name: 'Users of the organization' });
  const pager = page.getByRole('navigation', { name: 'Pages of users' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const rowsPerPage = pager.getByRole('combobox', { name: 'Rows per page' });
  await rowsPerPage.selectOption('10');
  await expect(page).toHaveURL(/size=10/);
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await expect(pager.getByText(/^Showing 1–10 of /)).toBeVisible();
  // Page 2 of ten a page shows rows 11–20; under 25 a page row 11 is on page 1.
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(pager.getByText(/^Showing 11–20 of /)).toBeVisible();
  const eleventh = await table.locator('tbody tr').first().getByRole('link').first().innerText();
  await rowsPerPage.selectOption('25');
  await expect(page).toHaveURL(/size=25/);
  await expect(pager.getByText(/^Showing 1–/)).toBeVisible();
  await expect(table.getByRole('link', { name: eleventh.trim(), exact: true })).toBeVisible();

  await rowsPerPage.selectOption('10');
  await saveView(page, 'Ten a page', { makeDefault: false });
  await page.goto('/users?sort=email');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table.locator('tbody tr')).not.toHaveCount(10);
  await viewsMenu(page).click();
  await page.getByRole('menuitem', { name: 'Ten a page' }).click();
  await expect(page).toHaveURL(/size=10/);
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await page.screenshot({ path: `${SHOTS}/users-rows-per-page.png`, fullPage: true });
  await lookAt(page, 'list-views-rows-per-page');
  await fitsAPhone(page, 'users-rows-per-page');
});

/** Where each of the toolbar's controls is drawn: the search box, the filters and the buttons. */
async function toolbarBoxes(page: Page) {
  const controls = {
    search: page.getByRole('searchbox', { name: 'Search users' }),
    status: page.getByRole('button', { name: /^Status / }),
    role: page.getByRole('button', { name: /^Role / }),
    // By its place's name either way: "Views", or what an earlier release wrote there ("View: Newest first").
    views: page.getByRole('button', { name: /^(Views$|View: )/ }),
    columns: page.getByRole('button', { name: 'Columns', exact: true }),
    export: page.getByRole('button', { name: 'Export', exact: true }),
  };
  const boxes: Record<string, unknown> = {};
  for (const [name, control] of Object.entries(controls)) boxes[name] = await control.boundingBox();
  return boxes;
}

test('console users: the toolbar keeps its place when a view is applied and changed; the line under it says so', async ({
  page,
}) => {
  await apiSignIn(page, 'owner', '/users');
  const table = page.getByRole('table', { name: 'Users of the organization' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  // From 768 px the whole toolbar is drawn; on a phone the filters and tools fold behind one button (below).
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/users');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    // The tools' code is in: no stand-in is drawn any more.
    await expect(viewsMenu(page)).not.toHaveAttribute('aria-disabled', 'true');
    const bare = await toolbarBoxes(page);
    expect(Object.values(bare).every(Boolean), `every control drawn at ${width} px`).toBe(true);
    await viewsMenu(page).click();
    await page.getByRole('menuitem', { name: 'Newest first' }).click();
    await expect(page).toHaveURL(/sort=-created_at/);
    await expect(table.locator('tbody tr').first()).toBeVisible();
    expect(await toolbarBoxes(page), `the toolbar at ${width} px with a view applied`).toEqual(bare);
    await expect(viewLine(page)).toHaveText('View: Newest first');
    await pickFilter(page, 'Status', 'Inactive');
    await expect(table.locator('tbody tr').first()).toContainText('Inactive');
    expect(await toolbarBoxes(page), `the toolbar at ${width} px with the view changed`).toEqual(bare);
    await expect(viewLine(page)).toHaveText('View: Newest first (changed)');
  }

  // On a phone: the search box and the Filters button keep their place when a view is applied from the fold.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/users');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const folded = page.getByRole('button', { name: /^Filters/ });
  const phoneBoxes = async () => ({
    search: await page.getByRole('searchbox', { name: 'Search users' }).boundingBox(),
    filters: await folded.boundingBox(),
  });
  const phoneBare = await phoneBoxes();
  expect(phoneBare.search && phoneBare.filters, 'the search box and the Filters button drawn').toBeTruthy();
  await folded.click();
  await viewsMenu(page).click();
  await page.getByRole('menuitem', { name: 'Newest first' }).click();
  await expect(page).toHaveURL(/sort=-created_at/);
  await expect(table.locator('tbody tr').first()).toBeVisible();
  if ((await folded.getAttribute('aria-expanded')) === 'true') await folded.click();
  expect(await phoneBoxes(), 'the phone toolbar with a view applied').toEqual(phoneBare);

  await page.setViewportSize({ width: 1280, height: 800 });
  await pickFilter(page, 'Status', 'Inactive');
  await expect(viewLine(page)).toHaveText('View: Newest first (changed)');
  await viewsMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Update view' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Save as new view…' })).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${SHOTS}/users-view-changed-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.keyboard.press('Escape');
  await lookAt(page, 'list-views-changed');
});
