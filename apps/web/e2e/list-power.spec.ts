import { readFile } from 'node:fs/promises';

import type { Page } from '@playwright/test';

import {
  apiSignIn,
  apiTokens,
  expect as baseExpect,
  lookAt,
  mock,
  MOCK_URL,
  signIn,
  test,
} from './support/fixtures';
import { newOrganization, serveMode, staffApiSignIn, staffCall } from './support/staff';

// The list tools every list inherits from the shared list hook (docs/decisions/0028-list-power.md), driven on
// a console list (users) and a staff list (organisations). The machine may be busy: waits are generous.
const expect = baseExpect.configure({ timeout: 20_000 });

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users of the organization' });
const orgsTable = (page: Page) => page.getByRole('table', { name: 'Organizations' });
const chips = (page: Page) => page.getByRole('group', { name: 'Active filters' });
const selectionBar = (page: Page) => page.getByRole('region', { name: 'Selection' });

/** Ticks the rows `from` to `to` (0-based, on this page): a click on the first, Shift and a click on the last. */
async function selectRange(page: Page, table: ReturnType<typeof usersTable>, from: number, to: number) {
  const boxes = table.locator('tbody').getByRole('checkbox');
  await boxes.nth(from).click();
  await boxes.nth(to).click({ modifiers: ['Shift'] });
  for (let i = from; i <= to; i++) await expect(boxes.nth(i)).toBeChecked();
}

/** Adds organisations through the API with the signed-in staff member's token (set-up only). */
async function addOrganizations(page: Page, names: string[]) {
  for (const name of names)
    await staffCall(page, 'POST', '/admin/organizations', newOrganization(name, 'hello@bulk.test'));
}

/** Exports the list from its toolbar and returns the file's name and text. */
async function exportCsv(page: Page, { excel = false } = {}) {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: /CSV/ })).toBeChecked();
  if (excel) await dialog.getByRole('checkbox', { name: /For Excel/ }).click();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  const text = await readFile((await file.path()) ?? '', 'utf8');
  return { name: file.suggestedFilename(), text };
}

/** The names in the first cell of the rows `from` to `to`. */
async function namesOf(table: ReturnType<typeof usersTable>, from: number, to: number) {
  const names: string[] = [];
  for (let i = from; i <= to; i++)
    names.push(
      (await table.locator('tbody tr').nth(i).locator('td').nth(1).innerText()).split('\n')[0] ?? '',
    );
  return names;
}

/** How many of `names` the table shows (it refetches after a bulk action). */
async function shownOf(table: ReturnType<typeof usersTable>, names: readonly string[]) {
  const text = await table.innerText();
  return names.filter((name) => text.includes(name)).length;
}

/** Picks `option` in the filter list box labelled `label`. */
async function pickFilter(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`^${label} `) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('console users list', () => {
  test('filters by status and role as chips in the URL; a chip removes one, Clear all removes every one', async ({
    page,
  }) => {
    await signIn(page, 'owner');
    await page.goto('/users');
    await expect(usersTable(page).locator('tbody tr')).toHaveCount(25);
    await expect(chips(page)).toHaveCount(0);

    await pickFilter(page, 'Status', 'Inactive');
    await page.waitForURL((url) => url.searchParams.get('status') === 'false');
    await expect(chips(page).getByRole('button', { name: 'Remove filter Status: Inactive' })).toBeVisible();
    const rows = usersTable(page).locator('tbody tr');
    await expect(rows.first()).toContainText('Inactive');
    for (const row of await rows.all()) await expect(row).toContainText('Inactive');

    // The role list box counts each role's users under the other filters: here its inactive ones (faceted).
    await page.getByRole('button', { name: /^Role / }).click();
    await expect(page.getByRole('option', { name: /^Helpdesk \(\d+\)$/ })).toBeVisible();
    await page.getByRole('option', { name: /^Helpdesk \(/ }).click();
    await page.waitForURL((url) => url.searchParams.has('role_id'));
    await expect(chips(page).getByRole('button', { name: 'Remove filter Role: Helpdesk' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search users' }).fill('zzz-nobody');
    await expect(page.getByText('No users match these filters')).toBeVisible();
    await lookAt(page, 'list-power-users-filters');

    await chips(page)
      .getByRole('button', { name: /^Remove filter Search/ })
      .click();
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await chips(page).getByRole('button', { name: 'Remove filter Status: Inactive' }).click();
    await page.waitForURL((url) => !url.searchParams.has('status') && url.searchParams.has('role_id'));
    await chips(page).getByRole('button', { name: 'Clear all' }).click();
    await page.waitForURL((url) => !url.searchParams.has('role_id'));
    await expect(chips(page)).toHaveCount(0);
    await expect(rows).toHaveCount(25);
  });
});

test.describe('console users bulk actions', () => {
  test('Shift selects a range that survives paging and sorting; a filter change clears it and says so', async ({
    page,
  }) => {
    await signIn(page, 'owner');
    await page.goto('/users');
    const table = usersTable(page);
    await selectRange(page, table, 1, 4);
    await expect(selectionBar(page)).toContainText('4 selected');
    await page.getByRole('navigation', { name: 'Pages of users' }).getByRole('button', { name: /2/ }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect(selectionBar(page)).toContainText('4 selected');
    await page.getByRole('button', { name: 'E-mail' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'email');
    await expect(selectionBar(page)).toContainText('4 selected');

    // The whole page, then every user matching.
    await table.getByRole('checkbox', { name: 'Select all rows' }).click();
    await selectionBar(page).getByRole('button', { name: 'Select all 40 matching' }).click();
    await expect(selectionBar(page)).toContainText('All 40 users selected');
    await page.setViewportSize({ width: 390, height: 844 });
    await lookAt(page, 'list-power-users-selection-390');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 720 });

    await pickFilter(page, 'Status', 'Active');
    await expect(
      page.getByRole('status').filter({ hasText: 'The filters changed, so the selection is cleared.' }),
    ).toHaveCount(1);
    await expect(selectionBar(page)).toHaveCount(0);
  });

  test('a bulk deactivate with 2 of 5 failing lists them with the server’s message; Retry the failed; Undo puts back', async ({
    page,
  }) => {
    await signIn(page, 'owner');
    await page.goto('/users?status=true');
    const table = usersTable(page);
    await expect(table.locator('tbody tr').first()).toContainText('Active');
    const names = await namesOf(table, 1, 5);
    await selectRange(page, table, 1, 5);
    // A failing server (500): a retry may go through, so "Retry the failed" is offered (a 4xx refusal is not).
    await mock.fault({ operationId: 'updateUser', status: 500, times: 2 });
    await selectionBar(page).getByRole('button', { name: 'Deactivate', exact: true }).click();
    // Deactivating signs people out: it asks first, with the count and the consequence.
    const question = page.getByRole('alertdialog', { name: 'Deactivate 5 users?' });
    await expect(question).toContainText('cannot sign in until activated again');
    await question.getByRole('button', { name: 'Deactivate 5 users' }).click();

    const panel = page.getByRole('alert').filter({ hasText: 'could not be deactivated' });
    await expect(panel).toContainText('2 of 5 could not be deactivated');
    await expect(panel.getByRole('listitem')).toHaveCount(2);
    await expect(panel.getByRole('listitem').first()).toContainText('Injected fault for updateUser');
    // The three that went through left the active list (it refetched); the two that failed are still in it.
    await expect.poll(() => shownOf(table, names)).toBe(2);
    // Undo belongs to the three that changed, whatever happened to the others.
    await expect(panel.getByRole('button', { name: 'Undo the 3 that changed' })).toBeVisible();
    await lookAt(page, 'list-power-users-bulk-failed');
    await panel.getByRole('button', { name: 'Retry the failed' }).click();
    await expect(page.getByText('5 users deactivated.')).toBeVisible();
    await expect(panel).toHaveCount(0);

    await page.goto('/users?status=false');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    for (const name of names) await expect(table).toContainText(name);
  });

  test('Undo restores each row’s previous status; a delete asks first, naming the count and the first names', async ({
    page,
  }) => {
    await signIn(page, 'owner');
    await page.goto('/users?search=robinson');
    const table = usersTable(page);
    await expect(table.locator('tbody tr')).toHaveCount(3);
    const before = await table.locator('tbody tr').allInnerTexts();
    // The three are active: Activate would change nothing (nothing is sent), so they are deactivated and put back.
    for (const row of before) expect(row).toContain('Active');
    await table.getByRole('checkbox', { name: 'Select all rows' }).click();
    await selectionBar(page).getByRole('button', { name: 'Activate', exact: true }).click();
    await expect(selectionBar(page)).toContainText('Nothing to activate:');
    await selectionBar(page).getByRole('button', { name: 'Deactivate', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate 3 users' }).click();
    await expect(page.getByText('3 users deactivated.')).toBeVisible();
    for (const row of await table.locator('tbody tr').all()) await expect(row).toContainText('Inactive');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Undone: 3 users back as they were.')).toBeVisible();
    await expect.poll(() => table.locator('tbody tr').allInnerTexts()).toEqual(before);

    await table.getByRole('checkbox', { name: 'Select all rows' }).click();
    await selectionBar(page).getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Delete 3 users?');
    await expect(dialog).toContainText(' and ');
    await lookAt(page, 'list-power-users-delete-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(3);
  });

  test('a user without the privilege has no selection and no bulk action', async ({ page }) => {
    await signIn(page, 'readonly');
    await page.goto('/users');
    await expect(usersTable(page).locator('tbody tr').first()).toBeVisible();
    await expect(usersTable(page).getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  });
});

test.describe('console roles', () => {
  test('a bulk delete asks first, lists the role the server refused with its reason, and deletes the rest', async ({
    page,
  }) => {
    const { access_token } = await apiTokens('owner');
    const roles = await fetch(`${MOCK_URL}/roles?size=1`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    const { privileges } = ((await roles.json()) as { items: { privileges: string[] }[] }).items[0] ?? {};
    for (const name of ['Bulk one', 'Bulk two', 'Bulk three']) {
      const res = await fetch(`${MOCK_URL}/roles`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name, description: 'Made to be deleted.', privileges }),
      });
      expect(res.status, `role ${name} added`).toBe(201);
    }
    await apiSignIn(page, 'owner', '/roles?search=bulk');
    const table = page.getByRole('table', { name: 'Roles of the organization' });
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await table.getByRole('checkbox', { name: 'Select all rows' }).click();
    await mock.fault({ operationId: 'deleteRole', status: 409, times: 1 });
    await selectionBar(page).getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Delete 3 roles?');
    await dialog.getByRole('button', { name: /^Delete/ }).click();

    const panel = page.getByRole('alert').filter({ hasText: 'could not be deleted' });
    await expect(panel).toContainText('1 of 3 could not be deleted');
    await expect(panel.getByRole('listitem')).toHaveCount(1);
    await expect(panel.getByRole('listitem')).toContainText('Injected fault for deleteRole');
    // The list shows what really happened: the refused one is still there, and the only one still selected.
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(selectionBar(page)).toContainText('1 selected');
    await lookAt(page, 'list-power-roles-bulk-failed');
  });

  test('the read-only persona has no selection on the roles list', async ({ page }) => {
    await apiSignIn(page, 'readonly', '/roles');
    const table = page.getByRole('table', { name: 'Roles of the organization' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(table.getByRole('checkbox')).toHaveCount(0);
  });
});

test('console users: an export of a filtered list has its header and exactly its rows', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/users?status=false');
  const table = usersTable(page);
  await expect(table.locator('tbody tr').first()).toContainText('Inactive');
  const shown = await table.locator('tbody tr').count();
  const names = await namesOf(table, 0, shown - 1);
  const { name, text } = await exportCsv(page, { excel: true });
  expect(name).toMatch(/^users-status-inactive-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Name,E-mail,Status,Roles,Last seen,Created');
  expect(lines).toHaveLength(shown + 1);
  for (const [i, line] of lines.slice(1).entries()) {
    expect(line.startsWith(`${names[i]},`)).toBe(true);
    expect(line).toContain(',Inactive,');
    expect(line).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  }
});

test.describe('staff organizations list', () => {
  test.beforeEach(async ({ context }) => {
    await serveMode(context, 'both');
  });

  test('filters by status as a chip in the URL, and Clear all', async ({ page }) => {
    await staffApiSignIn(page, 'admin', '/admin/organizations');
    await expect(orgsTable(page)).toContainText('Acme');
    await pickFilter(page, 'Status', 'Active');
    await page.waitForURL((url) => url.searchParams.get('status') === 'active');
    await expect(chips(page).getByRole('button', { name: 'Remove filter Status: Active' })).toBeVisible();
    const rows = orgsTable(page).locator('tbody tr');
    await expect(rows.first()).toContainText('Active');
    for (const row of await rows.all()) await expect(row).not.toContainText('Suspended');
    await page.setViewportSize({ width: 390, height: 844 });
    await lookAt(page, 'list-power-orgs-filters-390');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await chips(page).getByRole('button', { name: 'Clear all' }).click();
    await page.waitForURL((url) => !url.searchParams.has('status'));
    await expect(chips(page)).toHaveCount(0);
  });

  test('a bulk suspend with 2 of 5 failing, Retry the failed, then Undo puts each one back', async ({
    page,
  }) => {
    await staffApiSignIn(page, 'admin', '/admin/organizations');
    await addOrganizations(page, ['Bulk One', 'Bulk Two', 'Bulk Three']);
    await page.reload();
    const table = orgsTable(page);
    await expect(table).toContainText('Bulk Two');
    await selectRange(page, table, 0, 4);
    await expect(selectionBar(page)).toContainText('5 selected');
    await mock.fault({ operationId: 'updateAdminOrganization', status: 500, times: 2 });
    await selectionBar(page).getByRole('button', { name: 'Suspend', exact: true }).click();
    const question = page.getByRole('alertdialog', { name: 'Suspend 5 organizations?' });
    await expect(question).toContainText(/Their \d+ users? cannot sign in until they are activated again/);
    await lookAt(page, 'list-power-orgs-suspend-question');
    await question.getByRole('button', { name: 'Suspend 5 organizations' }).click();
    const panel = page.getByRole('alert').filter({ hasText: 'could not be suspended' });
    await expect(panel).toContainText('2 of 5 could not be suspended');
    await expect(panel.getByRole('listitem')).toHaveCount(2);
    await expect(panel.getByRole('listitem').first()).toContainText('Injected fault');
    await lookAt(page, 'list-power-orgs-bulk-failed');
    await panel.getByRole('button', { name: 'Retry the failed' }).click();
    await expect(page.getByText('5 organizations suspended.')).toBeVisible();
    const rows = table.locator('tbody tr');
    for (let i = 0; i < 5; i++) await expect(rows.nth(i)).toContainText('Suspended');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Undone: 5 organizations back as they were.')).toBeVisible();
    for (let i = 0; i < 5; i++) await expect(rows.nth(i)).not.toContainText('Suspended');
  });

  test('Support sees no selection and no bulk action', async ({ page }) => {
    await staffApiSignIn(page, 'support', '/admin/organizations');
    await expect(orgsTable(page)).toContainText('Acme');
    await expect(orgsTable(page).getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Suspend' })).toHaveCount(0);
  });

  test('an export of a filtered list has its header and exactly its rows', async ({ page }) => {
    await staffApiSignIn(page, 'admin', '/admin/organizations?status=active&search=a');
    const rows = orgsTable(page).locator('tbody tr');
    await expect(rows.first()).toContainText('Active');
    const total = Number(
      (await page.getByText(/^Showing /).innerText()).match(/of ([\d,]+)/)?.[1]?.replace(',', ''),
    );
    const { name, text } = await exportCsv(page);
    expect(name).toMatch(/^admin-organizations-search-a-status-active-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Name,E-mail,Country,Users,Status,Customer since');
    expect(lines).toHaveLength(total + 1);
    for (const line of lines.slice(1)) expect(line).toContain(',Active,');
    expect(lines[1]?.startsWith(`${await rows.first().locator('td').nth(1).innerText()},`)).toBe(true);
  });
});

test.describe('console tickets bulk close', () => {
  test('closing asks first, naming the count and the first subjects, closes them, and offers no Undo', async ({
    page,
  }) => {
    await apiSignIn(page, 'owner', '/tickets?status=open');
    const table = page.getByRole('table', { name: 'Support tickets' });
    await expect(table.locator('tbody tr').first()).toContainText('Open');
    const subjects = await namesOf(table, 0, 2);
    await selectRange(page, table, 0, 2);
    await selectionBar(page).getByRole('button', { name: 'Close', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Close 3 tickets?');
    await expect(dialog).toContainText(`${subjects[0]}, ${subjects[1]} and ${subjects[2]} will be closed.`);
    await lookAt(page, 'list-power-tickets-close-confirm');
    await dialog.getByRole('button', { name: 'Close 3 tickets' }).click();
    await expect(page.getByText('3 tickets closed.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    // They left the open list, and the closed list has them.
    await expect.poll(() => shownOf(table, subjects)).toBe(0);
    await page.goto('/tickets?status=closed');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    for (const subject of subjects) await expect(table).toContainText(subject);
  });

  test('the read-only persona may not close tickets: no selection, no Close', async ({ page }) => {
    await apiSignIn(page, 'readonly', '/tickets');
    const table = page.getByRole('table', { name: 'Support tickets' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(table.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Close', exact: true })).toHaveCount(0);
  });
});

test.describe('staff virtual desktops bulk actions', () => {
  test.beforeEach(async ({ context }) => {
    await serveMode(context, 'both');
  });

  const desktopsTable = (page: Page) => page.getByRole('table', { name: 'Virtual desktops' });

  test('a bulk stop with 2 of 5 failing, Retry the failed, then Undo starts each one again', async ({
    page,
  }) => {
    // Four looks (light and dark, wide and 390 px) with axe, on a shared machine.
    test.setTimeout(240_000);
    await staffApiSignIn(page, 'admin', '/admin/services/virtualdesktops?status=running');
    const table = desktopsTable(page);
    await expect(table.locator('tbody tr').first()).toContainText('Running');
    const names = await namesOf(table, 0, 4);
    await selectRange(page, table, 0, 4);
    await expect(selectionBar(page)).toContainText('5 selected');
    await mock.fault({ operationId: 'performAdminVirtualDesktopAction', status: 500, times: 2 });
    await selectionBar(page).getByRole('button', { name: 'Stop', exact: true }).click();
    const question = page.getByRole('alertdialog', { name: 'Stop 5 virtual desktops?' });
    await expect(question).toContainText('Everyone working on them is disconnected');
    await question.getByRole('button', { name: 'Stop 5 virtual desktops' }).click();

    const panel = page.getByRole('alert').filter({ hasText: 'could not be stopped' });
    await expect(panel).toContainText('2 of 5 could not be stopped');
    await expect(panel.getByRole('listitem')).toHaveCount(2);
    await expect(panel.getByRole('listitem').first()).toContainText('Injected fault');
    // The three stopped ones left the running list; the two that failed are still in it, still selected.
    await expect.poll(() => shownOf(table, names)).toBe(2);
    await expect(selectionBar(page)).toContainText('2 selected');
    await lookAt(page, 'list-power-desktops-bulk-failed');
    await page.setViewportSize({ width: 390, height: 844 });
    await lookAt(page, 'list-power-desktops-bulk-failed-390');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 720 });

    await panel.getByRole('button', { name: 'Retry the failed' }).click();
    await expect(page.getByText('5 virtual desktops stopped.')).toBeVisible();
    await expect(panel).toHaveCount(0);
    await expect.poll(() => shownOf(table, names)).toBe(0);

    // Undo puts each one back as it was: running again (starting first, for a few seconds). Names repeat across
    // organisations, so the API says which desktops are starting.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Undone: 5 virtual desktops back as they were.')).toBeVisible();
    const startedAgain = (await staffCall(
      page,
      'GET',
      '/admin/services/virtualdesktops?status=starting&size=100',
    )) as unknown as { items: { name: string }[] };
    const starting = startedAgain.items.map((d) => d.name);
    for (const name of names) expect(starting).toContain(name);
  });

  test('a restart asks first, naming the count and the first desktops', async ({ page }) => {
    await staffApiSignIn(page, 'admin', '/admin/services/virtualdesktops?status=running');
    const table = desktopsTable(page);
    await expect(table.locator('tbody tr').first()).toContainText('Running');
    await table.getByRole('checkbox', { name: 'Select all rows' }).click();
    await selectionBar(page).getByRole('button', { name: 'Restart', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(/Restart \d+ virtual desktops\?/);
    await expect(dialog).toContainText(/ and \d+ more will be restarted\./);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(selectionBar(page)).toContainText('selected');
  });

  test('Support may not control desktops: no selection, no Stop', async ({ page }) => {
    await staffApiSignIn(page, 'support', '/admin/services/virtualdesktops');
    const table = desktopsTable(page);
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(table.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Stop', exact: true })).toHaveCount(0);
  });
});
