import { expect as baseExpect, lookAt, mock, signIn, test } from './support/fixtures';
import { personas } from './support/personas';
import { expectStaffShell, serveMode, staffMembers, staffSignIn } from './support/staff';

// The machine running these may be busy: waits are generous, none of them is a timing claim.
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ context }) => {
  await serveMode(context, 'both');
});

test('sign in as a user: banner, attributed action, and ending it keeps the staff session', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000); // two tabs, two looks in both themes; on a busy machine each takes seconds
  await staffSignIn(page, 'admin');
  await page.goto(`/admin/users?search=${encodeURIComponent(personas.owner.email)}`);
  await page.getByRole('link', { name: 'Olivia Bennett' }).click();
  await expect(page.getByRole('heading', { name: 'Olivia Bennett', level: 1 })).toBeVisible();
  await expect(page.getByText('Two-factor sign-in')).toBeVisible();
  await lookAt(page, 'staff-user');

  await page.getByRole('button', { name: 'Sign in as this user' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Any console session in this browser is replaced');
  const [console] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Open their console' }).click(),
  ]);
  await console.waitForURL((url) => url.pathname === '/dashboard');
  const banner = console.getByRole('region', { name: 'Staff sign-in' });
  await expect(banner).toContainText(`Signed in as Olivia Bennett by ${staffMembers.admin.name}`);
  await expect(banner).toContainText(/(29|30) minutes left/);
  await lookAt(console, 'console-signed-in-by-staff');

  // An action in the user's console is recorded as the staff member's, on behalf of the user.
  await console.goto('/profile');
  await console.getByLabel('First name').fill('Olivia-Staffed');
  await console.getByRole('button', { name: 'Save profile' }).click();
  await expect(console.getByText(/saved/i).first()).toBeVisible();
  await console.goto('/logs');
  await expect(
    console
      .getByText(`${staffMembers.admin.name} (staff) on behalf of Olivia-Staffed Bennett updated`)
      .first(),
  ).toBeVisible();
  await expect(banner).toBeVisible();
  // The way out of this session is the banner's: no Sign out that could take the staff session along.
  await expect(console.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await expect(console.getByRole('button', { name: 'End this session' })).toHaveCount(1);

  // Ending it leads the staff member back to the user's page in the staff area, not to the customer sign-in.
  const userPage = new URL(page.url()).pathname;
  await banner.getByRole('button', { name: 'End this session' }).click();
  await expect(console).toHaveURL((url) => url.pathname === userPage);
  await expectStaffShell(console, 'admin');
  await expect(console.getByRole('heading', { name: /^Olivia/, level: 1 })).toBeVisible();
  // The staff tab is still signed in.
  await page.goto('/admin/dashboard');
  await expectStaffShell(page, 'admin');
});

test('Support cannot sign in as a user; an inactive user cannot be entered', async ({ page }) => {
  await staffSignIn(page, 'support');
  await page.goto(`/admin/users?search=${encodeURIComponent(personas.owner.email)}`);
  await page.getByRole('link', { name: 'Olivia Bennett' }).click();
  await expect(page.getByRole('heading', { name: 'Olivia Bennett', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in as this user' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await staffSignIn(page, 'admin');
  await page.goto(`/admin/users?search=${encodeURIComponent(personas.inactive.email)}`);
  await page.locator('table').getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'Sign in as this user' })).toBeDisabled();
  await expect(page.getByText('This user is inactive: nobody can sign in as them.')).toBeVisible();
});

test('an expired staff token refreshes with one call', async ({ page }) => {
  await staffSignIn(page, 'admin');
  await expectStaffShell(page, 'admin');
  const refreshes: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/admin/auth/refreshtoken')) refreshes.push(r.url());
  });
  // The dashboard's requests are answered before every access token expires at once.
  await page.waitForLoadState('networkidle');
  await mock.expireAccessTokens();
  // The organisations list and its detail links fire several staff calls on the expired token at once.
  await page
    .getByRole('navigation', { name: 'Staff', exact: true })
    .getByRole('link', { name: 'Organizations' })
    .click();
  await expect(page.getByRole('table')).toContainText('Acme');
  expect(refreshes).toHaveLength(1);
});

test('a revoked staff refresh token lands on the staff sign-in and comes back after it', async ({ page }) => {
  await staffSignIn(page, 'admin');
  await expectStaffShell(page, 'admin');
  await page.waitForLoadState('networkidle');
  await mock.revokeRefreshTokens(staffMembers.admin.email);
  await mock.expireAccessTokens();
  // The next request finds the session gone: a click on the menu, or the live stream (decision 0048) when it
  // reconnects first. Either way the staff sign-in asks, and brings the person back where they were going.
  const members = page
    .getByRole('navigation', { name: 'Staff', exact: true })
    .getByRole('link', { name: 'Staff members' });
  await members.click({ timeout: 5_000 }).catch(() => undefined);
  await page.waitForURL((url) => url.pathname === '/admin/login');
  const back = new URL(page.url()).searchParams.get('redirect');
  expect(back).toMatch(/^\/admin\/(staff|dashboard)$/);
  await page.getByRole('button', { name: 'Continue with the identity provider' }).click();
  await page.getByRole('radio', { name: /staff@provider\.test/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === back);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: back === '/admin/staff' ? 'Staff members' : 'Staff dashboard',
    }),
  ).toBeVisible();
});

test('staff sign-out signs out every staff tab and no console tab', async ({ page, context }) => {
  await staffSignIn(page, 'admin');
  const otherStaffTab = await context.newPage();
  await otherStaffTab.goto('/admin/organizations');
  await expectStaffShell(otherStaffTab, 'admin');
  const consoleTab = await context.newPage();
  await signIn(consoleTab, 'owner');
  await expect(consoleTab.getByRole('heading', { level: 1, name: /Welcome, / })).toBeVisible();

  // /admin/logout asks first: opening it signs nobody out.
  await page.goto('/admin/logout');
  await expect(page.getByRole('heading', { name: 'Sign out of the staff area' })).toBeVisible();
  await page.getByRole('link', { name: 'Stay signed in' }).click();
  await expectStaffShell(page, 'admin');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/login');
  await otherStaffTab.waitForURL((url) => url.pathname === '/admin/login');
  await consoleTab.reload();
  await expect(consoleTab.getByRole('heading', { level: 1, name: /Welcome, / })).toBeVisible();
  // And a console sign-in never opened a staff screen.
  await consoleTab.goto('/admin/dashboard');
  await consoleTab.waitForURL((url) => url.pathname === '/admin/login');
});
