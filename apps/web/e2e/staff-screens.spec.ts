import { expect as baseExpect, lookAt, test } from './support/fixtures';
import { expectStaffShell, newOrganization, serveMode, staffApiSignIn, staffCall } from './support/staff';

// The machine running these may be busy: waits are generous, none of them is a timing claim.
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ context }) => {
  await serveMode(context, 'both');
});

test('staff dashboard: looked at in both themes', async ({ page }) => {
  await staffApiSignIn(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Staff dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
  await lookAt(page, 'staff-dashboard');
});

test('organizations: search, sort, filter and Back; add with a 422 on its field, edit, delete', async ({
  page,
}) => {
  await staffApiSignIn(page, 'admin', '/admin/organizations');
  const table = page.getByRole('table');
  await expect(table).toContainText('Acme');
  await lookAt(page, 'staff-organizations');

  await page.getByRole('searchbox', { name: 'Search organizations' }).fill('globex');
  await page.waitForURL((url) => url.searchParams.get('search') === 'globex');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Globex');
  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('search'));
  await expect(table).toContainText('Acme');

  // By name, A to Z: a press turns it to Z to A, a second back. The first row is read before the press, not after
  // it: the previous order stays on screen, aria-busy, until the new one is here, so a read right after the press
  // could still see it.
  const firstLink = table.getByRole('row').nth(1).getByRole('link').first();
  const firstByName = await firstLink.textContent();
  await page.getByRole('button', { name: 'Name' }).click();
  await page.waitForURL((url) => url.searchParams.get('sort') === '-name');
  await expect(firstLink).not.toHaveText(firstByName ?? '');
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await page.getByRole('button', { name: 'Name' }).click();
  await page.waitForURL((url) => !url.searchParams.has('sort') || url.searchParams.get('sort') === 'name');
  await expect(firstLink).toHaveText(firstByName ?? '');

  // Add: the server's 422 lands on its field, and what was typed stays.
  await page.getByRole('link', { name: 'Add organization' }).click();
  await page.getByLabel('Name').fill('Initech');
  await page.getByLabel('E-mail').fill('hello@initech.test');
  await page.getByLabel('Phone').fill('+15551230000');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Office Park');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('Country code').fill('US');
  await page.route('**/api/admin/organizations', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        detail: [
          { loc: ['body', 'name'], msg: 'An organization with this name exists.', type: 'value_error' },
        ],
      }),
    });
  });
  await page.getByRole('button', { name: 'Add organization' }).click();
  await expect(page.getByText('An organization with this name exists.')).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Austin');
  await lookAt(page, 'staff-organization-add');
  await page.unroute('**/api/admin/organizations');
  await page.getByLabel('Name').fill('Initech Inc.');
  await page.getByRole('button', { name: 'Add organization' }).click();
  await expect(page.getByRole('heading', { name: 'Initech Inc.', level: 1 })).toBeVisible();
  // Its recent activity starts with its creation.
  await expect(page.getByRole('link', { name: /created organization Initech Inc\.$/ })).toBeVisible();
  await lookAt(page, 'staff-organization');

  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('City').fill('Dallas');
  await page.getByRole('switch', { name: 'Active' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  // Exact: the edit page's own heading is "Edit Initech Inc.".
  await expect(page.getByRole('heading', { name: 'Initech Inc.', level: 1, exact: true })).toBeVisible();
  await expect(page.getByText('Dallas')).toBeVisible();
  await expect(page.getByText('Suspended')).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('cannot be undone');
  // An organisation's delete reaches all its people: the button waits for its name.
  const deleteButton = page.getByRole('alertdialog').getByRole('button', { name: 'Delete organization' });
  await expect(deleteButton).toBeDisabled();
  await page.getByRole('alertdialog').getByLabel('Type “Initech Inc.” to confirm').fill('Initech Inc.');
  await deleteButton.click();
  await page.waitForURL((url) => url.pathname === '/admin/organizations');
  await page.getByRole('searchbox', { name: 'Search organizations' }).fill('initech');
  await expect(page.getByText('No organizations match “initech”')).toBeVisible();
});

test("Support's read-only staff member page, looked at in both themes", async ({ page }) => {
  await staffApiSignIn(page, 'support', '/admin/staff/1');
  await expect(page.getByRole('heading', { name: 'Sam Whitaker' })).toBeVisible();
  await lookAt(page, 'staff-member-support-view');
});

test('staff members, a member and the users, looked at in both themes', async ({ page }) => {
  await staffApiSignIn(page, 'admin', '/admin/staff');
  await page.getByRole('searchbox', { name: 'Search staff' }).fill('priya');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await lookAt(page, 'staff-members');
  await page.getByRole('link', { name: 'Priya Raman' }).click();
  await expect(page.getByRole('heading', { name: 'Priya Raman' })).toBeVisible();
  await lookAt(page, 'staff-member');

  await page.goto('/admin/users?search=globex');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('Globex');
  await lookAt(page, 'staff-users');
});

test("a deleted organization's page is not found inside the staff shell, looked at in both themes", async ({
  page,
}) => {
  await staffApiSignIn(page, 'admin');
  const org = await staffCall(page, 'POST', '/admin/organizations', newOrganization('Initech'));
  await staffCall(page, 'DELETE', `/admin/organizations/${org.id}`);
  await page.goto(`/admin/organizations/${org.id}`);
  await page.waitForURL((url) => url.pathname === '/admin/notfound');
  await expectStaffShell(page, 'admin');
  await lookAt(page, 'staff-notfound');
});
