import {
  expect as baseExpect,
  expectAccessible,
  lookAt,
  MOCK_URL,
  SCREENS_DIR,
  test,
} from './support/fixtures';
import { expectStaffShell, newOrganization, serveMode, staffApiSignIn, staffCall } from './support/staff';

// The machine running these may be busy: waits are generous, none of them is a timing claim.
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ context }) => {
  await serveMode(context, 'both');
});

const NEW_ORG = newOrganization('Initech');

async function lastMailTo(email: string) {
  const outbox = (await (await fetch(`${MOCK_URL}/__mock/outbox`)).json()) as { to: string; token: string }[];
  const mail = outbox.findLast((m) => m.to === email);
  expect(mail, `a mail to ${email}`).toBeTruthy();
  return mail!;
}

test('a new organization gets its account owner: staff invite, the invitee sets a password and signs in', async ({
  page,
  context,
}) => {
  await staffApiSignIn(page, 'admin');
  const org = await staffCall(page, 'POST', '/admin/organizations', NEW_ORG);
  await page.goto(`/admin/organizations/${org.id}`);
  const details = page.getByRole('definition').filter({ hasText: 'Invite account owner' });
  await expect(details).toContainText('None');

  await page.getByRole('button', { name: 'Invite account owner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite the account owner' });
  await dialog.getByLabel('First name').fill('Nora');
  await dialog.getByLabel('Last name').fill('Lind');
  await dialog.getByLabel('E-mail').fill('nora@initech.test');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  const invitation = page.getByTestId('owner-invitation');
  await expect(invitation).toContainText('Nora Lind');
  await expect(invitation).toContainText('Invitation pending');
  await expect(invitation).toContainText('nora@initech.test');
  await expect(page.getByRole('link', { name: '1 user' })).toBeVisible();
  await lookAt(page, 'staff-organization-invitation-pending');

  // The invitee opens the e-mailed link.
  const mail = await lastMailTo('nora@initech.test');
  const tab = await context.newPage();
  await tab.goto(`/invitation/${mail.token}`);
  await expect(tab.getByRole('heading', { name: 'Welcome, Nora' })).toBeVisible();
  await expect(tab.getByText(/account owner of Initech/)).toBeVisible();
  await expectAccessible(tab);
  await tab.screenshot({ path: `${SCREENS_DIR}/invitation-accept-light.png` });
  await tab.getByRole('textbox', { name: 'New password', exact: true }).fill('Nora!23456x');
  await tab.getByRole('textbox', { name: 'Repeat the new password' }).fill('Nora!23456x');
  await tab.getByRole('button', { name: 'Set password and activate' }).click();
  await tab.waitForURL((url) => url.pathname === '/login');
  await expect(tab.getByText('Your account is active.')).toBeVisible();
  await tab.getByLabel('E-mail').fill('nora@initech.test');
  await tab.getByRole('textbox', { name: 'Password', exact: true }).fill('Nora!23456x');
  await tab.getByRole('button', { name: 'Sign in' }).click();
  await expect(tab.getByRole('heading', { level: 1, name: /Welcome, Nora/ })).toBeVisible();
  // The link worked once.
  await tab.goto(`/invitation/${mail.token}`);
  await expect(tab.getByRole('heading', { name: 'This invitation no longer works' })).toBeVisible();
  await tab.close();

  // The staff page now shows the owner, no invitation.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Nora Lind', exact: true })).toBeVisible();
  await expect(page.getByTestId('owner-invitation')).toHaveCount(0);
});

test("Support's unauthorized page inside the staff shell, looked at in both themes", async ({ page }) => {
  await staffApiSignIn(page, 'support', '/admin/organizations/add');
  await page.waitForURL((url) => url.pathname === '/admin/unauthorized');
  await expectStaffShell(page, 'support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your staff role cannot do this');
  await lookAt(page, 'staff-unauthorized');
  await page.getByRole('link', { name: 'Go to the staff dashboard' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  await expectStaffShell(page, 'support');
});
