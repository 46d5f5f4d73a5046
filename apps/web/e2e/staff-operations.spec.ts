import type { Page } from '@playwright/test';

import { apiSignIn, expect as baseExpect, lookAt, mock, test } from './support/fixtures';
import { personas } from './support/personas';
import { serveMode, staffApiSignIn, staffMembers } from './support/staff';
import { clearAllFilters } from './support/waits';

// The staff area's operations screens: audit and developer logs, predefined roles, tools, caches, settings.
// The machine running these may be busy: waits are generous, none of them is a timing claim.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ context }) => {
  await serveMode(context, 'both');
});

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const bodyRows = (page: Page, table: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test('audit logs: a console action and a sign-in-as found with their actor; filters in the URL and Back; before/after', async ({
  page,
  context,
  browser,
}) => {
  // A console user acts in their own console (another browser, as another person would).
  const userContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await serveMode(userContext, 'dashboard');
  const userPage = await userContext.newPage();
  await apiSignIn(userPage, 'globex', '/dashboard');
  await userPage.goto('/profile');
  await userPage.getByLabel('First name').fill('Gabriel-Jean');
  await userPage.getByRole('button', { name: 'Save profile' }).click();
  await expect(userPage.getByText(/saved/i).first()).toBeVisible();
  await userContext.close();

  // A staff member signs in as a user (part 1's flow): the console opens in a new tab.
  await staffApiSignIn(page, 'admin', `/admin/users?search=${encodeURIComponent(personas.owner.email)}`);
  await page.getByRole('link', { name: 'Olivia Bennett' }).click();
  await page.getByRole('button', { name: 'Sign in as this user' }).click();
  const [consoleTab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('alertdialog').getByRole('button', { name: 'Open their console' }).click(),
  ]);
  await consoleTab.waitForURL((url) => url.pathname === '/dashboard');
  await consoleTab.close();

  await page.getByRole('link', { name: 'Audit logs' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/logs');
  const table = 'Audit log entries';
  await expect(bodyRows(page, table).first()).toBeVisible();
  await lookAt(page, 'staff-logs');

  // Staff actions only: the sign-in-as names the staff member and the user.
  await page.getByRole('button', { name: /Anyone/ }).click();
  await page.getByRole('option', { name: 'Staff' }).click();
  await page.waitForURL(() => param(page, 'actor_type') === 'staff');
  const signInAs = bodyRows(page, table).filter({ hasText: 'signed in as Olivia Bennett' }).first();
  await expect(signInAs).toContainText(staffMembers.admin.name);
  await expect(signInAs).toContainText('as Olivia Bennett');
  await expect(signInAs).toContainText('Acme');
  await signInAs.getByRole('button', { name: staffMembers.admin.name }).click();
  await page.waitForURL(() => param(page, 'actor_id') === '1');
  await expect(
    page.getByRole('button', { name: `Remove filter Person: ${staffMembers.admin.name}` }),
  ).toBeVisible();

  // Back steps through the filters.
  await page.goBack();
  await page.waitForURL(() => param(page, 'actor_id') === null && param(page, 'actor_type') === 'staff');
  await page.goBack();
  await page.waitForURL(() => param(page, 'actor_type') === null);

  // The console user's change, by organisation and actor type.
  const org = page.getByRole('combobox', { name: 'Organization' });
  await org.fill('Glob');
  await page.getByRole('option', { name: 'Globex' }).click();
  await page.waitForURL(() => param(page, 'organization_id') !== null);
  await page.getByRole('button', { name: /Anyone/ }).click();
  await page.getByRole('option', { name: 'Users' }).click();
  await page.waitForURL(() => param(page, 'actor_type') === 'user');
  const userChange = bodyRows(page, table).filter({ hasText: 'user.update' }).first();
  await expect(userChange).toContainText('Gabriel-Jean Moreau');
  await expect(userChange).not.toContainText('Staff');
  await expect(bodyRows(page, table).filter({ hasNotText: 'Globex' })).toHaveCount(0);

  // An action and a day range: every row is of that action, inside the days.
  await clearAllFilters(page);
  await page.waitForURL(() => param(page, 'organization_id') === null);
  await page.getByRole('button', { name: /Any action/ }).click();
  await page.getByRole('option', { name: 'Role changed', exact: true }).click();
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-10-01');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-11-15');
  await page.waitForURL(
    () =>
      param(page, 'action') === 'role.update' &&
      param(page, 'date_from') === '2026-10-01' &&
      param(page, 'date_to') === '2026-11-15',
  );
  await expect(bodyRows(page, table).first()).toContainText('role.update');
  // Retried: right after the URL changes, the previous page of rows may still be on screen.
  const outOfRange = async () => {
    const times = await page
      .getByRole('table', { name: table })
      .locator('tbody time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
    if (times.length === 0) return ['no rows'];
    return times.filter((t) => !(t >= '2026-10-01' && t <= '2026-11-15T23:59:59.999Z'));
  };
  await expect.poll(outOfRange).toEqual([]);
  await expect(bodyRows(page, table).filter({ hasNotText: 'role.update' })).toHaveCount(0);
  await lookAt(page, 'staff-logs-filtered');

  // Details: what changed, before and after.
  await bodyRows(page, table).first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Changes' })).toBeVisible();
  const changes = page.getByRole('table', { name: /Changed fields/ });
  await expect(changes.getByRole('row', { name: /status/ })).toContainText(/no\s*yes/);
  await lookAt(page, 'staff-log');
  await page.goBack();
  await page.waitForURL(() => param(page, 'action') === 'role.update');

  // The sign-in-as entry's details name the staff member and the user acted for.
  await page.goto('/admin/logs?actor_type=staff&action=session.sso_login');
  await bodyRows(page, table).first().getByRole('link').click();
  await expect(page.getByText('On behalf of')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Olivia Bennett' })).toBeVisible();
  await expect(page.getByText(staffMembers.admin.name).first()).toBeVisible();
  await lookAt(page, 'staff-log-sign-in-as');
});

test('developer logs: level, service, text and day filters in the URL and Back; payload and stack trace with copy', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await staffApiSignIn(page, 'support', '/admin/devlogs');
  const table = 'Developer log entries';
  await expect(bodyRows(page, table)).toHaveCount(50);
  await lookAt(page, 'staff-devlogs');

  await page.getByRole('button', { name: /Every level/ }).click();
  await page.getByRole('option', { name: 'error and above' }).click();
  await page.waitForURL(() => param(page, 'level') === 'error');
  await expect(bodyRows(page, table).first()).toBeVisible();
  await expect(bodyRows(page, table).filter({ hasText: /\b(debug|info|warning)\b/ })).toHaveCount(0);

  await page.getByRole('button', { name: /Every service/ }).click();
  await page.getByRole('option', { name: 'scheduler' }).click();
  await page.waitForURL(() => param(page, 'source') === 'scheduler');
  await expect(bodyRows(page, table).filter({ hasNotText: 'scheduler' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search the developer logs' }).fill('timed out');
  await page.waitForURL(() => param(page, 'search') === 'timed out');
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-11-01');
  await page.waitForURL(() => param(page, 'date_from') === '2026-11-01');
  const shown = await bodyRows(page, table).count();
  await lookAt(page, 'staff-devlogs-filtered');

  await page.goBack();
  await page.waitForURL(() => param(page, 'date_from') === null && param(page, 'search') === 'timed out');
  await page.goBack();
  await page.waitForURL(() => param(page, 'search') === null && param(page, 'source') === 'scheduler');
  // The URL moves before the rows of the wider filter arrive: wait for them, not for the first count.
  await expect.poll(() => bodyRows(page, table).count()).toBeGreaterThanOrEqual(Math.max(shown, 1));
  await page.goForward();
  await page.goForward();
  await page.waitForURL(() => param(page, 'date_from') === '2026-11-01');

  // An error entry: its payload pretty-printed and its stack trace, each copied.
  await bodyRows(page, table).first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Stack trace' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payload text' })).toContainText('"desktop_id":');
  await expect(page.getByRole('region', { name: 'Stack trace text' })).toContainText('at Worker.run');
  await page.getByRole('button', { name: 'Copy stack trace' }).click();
  await expect(page.getByText('The stack trace copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('TimeoutError');
  await page.getByRole('button', { name: 'Copy payload' }).click();
  expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toHaveProperty('desktop_id');
  await lookAt(page, 'staff-devlog');
});

test('developer logs: filter changes with 30,000 entries, as ratios to the small seed', async ({ page }) => {
  const table = 'Developer log entries';
  // Marks set by the screen: a filter change, and the rows of the current filter rendered.
  const measure = async () => {
    await page.goto('/admin/devlogs');
    await expect(bodyRows(page, table)).toHaveCount(50);
    const changes: [string, () => Promise<unknown>][] = [
      ['page 2', () => page.getByRole('button', { name: 'Page 2' }).click()],
      [
        'level',
        async () => {
          await page.getByRole('button', { name: /Every level/ }).click();
          await page.getByRole('option', { name: 'warning and above' }).click();
        },
      ],
      ['text', () => page.getByRole('searchbox', { name: 'Search the developer logs' }).fill('provider')],
      ['clear', () => clearAllFilters(page)],
    ];
    const timings: Record<string, number> = {};
    for (const [name, change] of changes) {
      const before = await page.evaluate(() => performance.getEntriesByName('devlogs:rows-shown').length);
      await change();
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName('devlogs:rows-shown').length))
        .toBeGreaterThan(before);
      timings[name] = await page.evaluate(() => {
        const change = performance.getEntriesByName('devlogs:filter-change').at(-1);
        const shown = performance.getEntriesByName('devlogs:rows-shown').at(-1);
        return change && shown ? Math.round(shown.startTime - change.startTime) : -1;
      });
      expect(timings[name], `${name} was measured`).toBeGreaterThanOrEqual(0);
    }
    return timings;
  };
  await staffApiSignIn(page, 'admin', '/admin/devlogs');
  const small = await measure();
  // The staff session outlives a reset of the mock's data.
  await mock.reset('large');
  await page.goto('/admin/devlogs');
  await expect(page.getByText(/of 30,0\d\d/)).toBeVisible();
  const large = await measure();
  // Only one page of rows is ever in the DOM.
  expect(await bodyRows(page, table).count()).toBeLessThanOrEqual(50);
  const report = Object.fromEntries(
    Object.keys(small).map((k) => [
      k,
      { small: small[k], large: large[k], ratio: +((large[k] ?? 0) / Math.max(1, small[k] ?? 1)).toFixed(2) },
    ]),
  );
  test.info().annotations.push({ type: 'timing', description: JSON.stringify(report) });
  console.log(
    `developer logs filter changes, 30,060 vs 60 entries (ms in the page): ${JSON.stringify(report)}`,
  );
});

test('predefined roles: add with a select-all area and an alias prefix (a 422 on its field), edit, details', async ({
  page,
}) => {
  await staffApiSignIn(page, 'admin', '/admin/userroles/predefined');
  const table = page.getByRole('table', { name: 'Predefined roles' });
  await expect(table).toContainText('Auditor');
  await lookAt(page, 'staff-predefined-roles');

  await page.getByRole('link', { name: 'Add predefined role' }).click();
  // The name of an existing predefined role: the server's 422 lands on the field, the picks stay.
  await page.getByLabel('Name').fill('Auditor');
  await page.getByLabel('Description').fill('Handles tickets for the night shift.');
  await page.getByRole('checkbox', { name: 'All of tickets' }).click();
  await page.getByLabel('New alias prefix').fill('night');
  await page.getByRole('button', { name: 'Add prefix' }).click();
  await expect(page.getByRole('list', { name: 'Granted alias prefixes' })).toContainText('night');
  await page.getByRole('button', { name: 'Add predefined role' }).click();
  await expect(page.getByText('A predefined role with this name already exists.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'All of tickets' })).toBeChecked();
  await expect(page.getByLabel('Description')).toHaveValue('Handles tickets for the night shift.');
  await lookAt(page, 'staff-predefined-role-add');

  await page.getByLabel('Name').fill('Night support');
  await page.getByRole('button', { name: 'Add predefined role' }).click();
  await expect(page.getByRole('heading', { name: 'Night support', level: 1 })).toBeVisible();
  await expect(page.getByText('tickets:list')).toBeVisible();
  await expect(page.getByText('Aliases whose name starts with “night”')).toBeVisible();
  await expect(page.getByText('No organization uses it yet')).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('checkbox', { name: 'All of tickets' })).toBeChecked();
  await page.getByRole('button', { name: 'Remove the prefix night' }).click();
  await page.getByLabel('Description').fill('Night shift tickets only.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  // Exact and on the details URL: the edit page's heading "Edit Night support" and its description field (a
  // textarea's text) would match too, and a click made while the save is in flight is overtaken by the
  // navigation to the details that follows it.
  await page.waitForURL((url) => url.pathname.endsWith('/details'));
  await expect(page.getByRole('heading', { name: 'Night support', level: 1, exact: true })).toBeVisible();
  await expect(page.getByText('Night shift tickets only.')).toBeVisible();
  await expect(page.getByText('Aliases whose name starts with “night”')).toHaveCount(0);

  // A role organisations use lists them, with how many of their users hold it.
  await page.getByRole('link', { name: 'Predefined roles' }).first().click();
  await table.getByRole('link', { name: 'Administrator' }).click();
  const uses = page.getByRole('table', { name: 'Organizations using this role' });
  await expect(uses).toContainText('Acme Corp');
  await lookAt(page, 'staff-predefined-role-details');

  // The change is in the audit trail with its before and after.
  // (An entry opens from its time; the role's name links to the role.)
  await page.goto('/admin/logs?action=predefined_role.update');
  await bodyRows(page, 'Audit log entries')
    .filter({ hasText: /updated predefined role Night support/ })
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('table', { name: /Changed fields/ })).toContainText(
    'Night shift tickets only.',
  );
});

test("Support's read-only operations screens, looked at in both themes", async ({ page }) => {
  await staffApiSignIn(page, 'support', '/admin/userroles/predefined');
  await page.getByRole('link', { name: 'Auditor' }).click();
  await expect(page.getByRole('heading', { name: 'Auditor', level: 1 })).toBeVisible();
  await lookAt(page, 'staff-predefined-role-support');

  await page.goto('/admin/settings');
  await expect(page.getByText('You can read the settings; an Administrator changes them.')).toBeVisible();
  await lookAt(page, 'staff-settings-support');

  await page.goto('/admin/devtools');
  await expect(page.getByRole('list', { name: 'Diagnostic checks' }).getByRole('listitem')).toHaveCount(7);
  await lookAt(page, 'staff-devtools-support');
});

test('settings: a 422 on its field keeps the input; a saved password policy is logged and reaches the console', async ({
  page,
  browser,
}) => {
  await staffApiSignIn(page, 'admin', '/admin/settings');
  await expect(page.getByRole('heading', { name: 'Password policy' })).toBeVisible();
  await lookAt(page, 'staff-settings');

  const access = page.getByRole('textbox', { name: 'Access token lifetime (seconds)' });
  const minLength = page.getByRole('textbox', { name: 'Minimum length' });
  const before = await minLength.inputValue();
  await access.fill('700000');
  await minLength.fill('14');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The access token must expire before the refresh token.')).toBeVisible();
  await expect(access).toHaveAttribute('aria-invalid', 'true');
  await expect(minLength).toHaveValue('14');
  await lookAt(page, 'staff-settings-422');

  await access.fill('600');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The platform settings are saved.')).toBeVisible();

  // The change is logged with its before and after, nested fields by their path.
  await page.goto('/admin/logs?action=settings.update');
  await bodyRows(page, 'Audit log entries')
    .filter({ hasText: /changed the platform settings/ })
    .first()
    .getByRole('link')
    .first()
    .click();
  const changes = page.getByRole('table', { name: /Changed fields/ });
  await expect(changes.getByRole('row', { name: /password policy\.min length/ })).toContainText(
    `${before}14`,
  );
  await expect(changes.getByRole('row', { name: /access token ttl seconds/ })).toContainText('900600');

  // The console's change-password checklist reads the new policy.
  const userContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await serveMode(userContext, 'dashboard');
  const userPage = await userContext.newPage();
  await apiSignIn(userPage, 'owner', '/dashboard');
  await userPage.goto('/changepassword');
  await expect(userPage.getByRole('list', { name: 'Password requirements' })).toContainText(
    'At least 14 characters',
  );
  await userContext.close();
});

test('caches flushed behind a confirm that names what gets slower, all checks run, both in the audit trail', async ({
  page,
}) => {
  await staffApiSignIn(page, 'admin', '/admin/cachemanagements');
  const caches = page.getByRole('table', { name: 'Caches' });
  const privileges = caches.getByRole('row').filter({ hasText: 'Privileges per user' });
  await expect(privileges).toBeVisible();
  await expect(privileges.getByRole('cell').nth(1)).not.toHaveText('0');
  await lookAt(page, 'staff-caches');

  await page.getByRole('button', { name: 'Flush privileges' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('every user’s next request');
  await lookAt(page, 'staff-caches-confirm');
  await dialog.getByRole('button', { name: 'Flush cache' }).click();
  await expect(page.getByText(/The privileges cache is flushed/)).toBeVisible();

  await page.getByRole('button', { name: 'Flush all caches' }).click();
  await expect(dialog).toContainText('help articles');
  await dialog.getByRole('button', { name: 'Flush all caches' }).click();
  await expect(page.getByText(/Every cache is flushed/)).toBeVisible();
  for (const row of await caches
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .all())
    await expect(row.getByRole('cell').nth(1)).toHaveText('0');

  await page.getByRole('link', { name: 'Developer tools' }).click();
  const checks = page.getByRole('list', { name: 'Diagnostic checks' });
  await expect(checks.getByRole('listitem')).toHaveCount(7);
  await expect(checks.getByText('Not run yet.')).toHaveCount(7);
  await page.getByRole('button', { name: 'Run all checks' }).click();
  await expect(checks.getByText('Not run yet.')).toHaveCount(0);
  await lookAt(page, 'staff-devtools');

  // The flushes are in the audit trail.
  await page.goto('/admin/logs?action=cache.flush');
  await expect(page.getByRole('table', { name: 'Audit log entries' })).toContainText('flushed every cache');
});

test('alias migration: preview, typed confirmation, an injected failure changes nothing, then the move and its result', async ({
  page,
  browser,
}) => {
  await staffApiSignIn(page, 'admin', '/admin/migrations/change_alias_organization');
  await page.getByRole('combobox', { name: 'Alias' }).fill('sales-east');
  await page.getByRole('option', { name: 'sales-east (Acme Corp)' }).click();
  await page.getByRole('combobox', { name: 'Move to organization' }).fill('Glob');
  await page.getByRole('option', { name: 'Globex' }).click();
  await page.getByRole('button', { name: 'Preview the move' }).click();
  const preview = page.getByRole('heading', { name: '2. Preview' });
  await expect(preview).toBeVisible();
  await expect(page.getByText('sales-east: Acme Corp → Globex')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Users who lose access' })).toBeVisible();
  const move = page.getByRole('button', { name: 'Move sales-east to Globex' });
  const confirmBox = page.getByRole('textbox', { name: /Type the alias's name/ });

  // The typed confirmation is required.
  await expect(move).toBeDisabled();
  await confirmBox.fill('sales-eas');
  await expect(move).toBeDisabled();
  await confirmBox.fill('sales-east');
  await expect(move).toBeEnabled();
  await lookAt(page, 'staff-migration-preview');

  // A failure half-way leaves both organisations as they were: a new dry run still starts from Acme.
  await mock.fault({ operationId: 'migrateAliasOrganization.midway', status: 500 });
  await move.click();
  await expect(page.getByText(/The alias was not moved/)).toBeVisible();
  await lookAt(page, 'staff-migration-failed');
  await page.getByRole('button', { name: 'Preview the move' }).click();
  await expect(page.getByText('sales-east: Acme Corp → Globex')).toBeVisible();

  await confirmBox.fill('sales-east');
  await move.click();
  await expect(page.getByRole('heading', { name: 'The alias is moved' })).toBeVisible();
  await lookAt(page, 'staff-migration-result');
  await page.getByRole('link', { name: 'Its audit log entry' }).click();
  await expect(page.getByText('alias.migrate')).toBeVisible();

  // In the staff area the alias is listed under its new organisation.
  await page.goto('/admin/aliases?search=sales-east');
  await expect(
    page.getByRole('table').getByRole('row').filter({ hasText: 'sales-east' }).first(),
  ).toContainText('Globex');

  // The alias and its services are the new organisation's, in its console too.
  const userContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await serveMode(userContext, 'dashboard');
  const userPage = await userContext.newPage();
  await apiSignIn(userPage, 'globex', '/dashboard');
  await userPage.goto('/services/aliases');
  await expect(userPage.getByRole('table', { name: 'Aliases' })).toContainText('sales-east');
  await userContext.close();
});
