// Offline (docs/product-rules.md#offline): the browser context goes offline and comes back. The notice says
// which; a save tried offline keeps the input, nothing goes out by itself, and the form offers to send it
// once back; a list refetches when back.
import {
  apiSignIn,
  apiTokens,
  expect,
  expectAccessible,
  MOCK_URL,
  REPORTS_DIR,
  test,
} from './support/fixtures';

test('offline: the notice, a save kept and offered again once back, and a list refreshed when back', async ({
  context,
  page,
}) => {
  await apiSignIn(page, 'owner', '/profile');
  const firstName = page.getByRole('textbox', { name: 'First name' });
  await expect(firstName).not.toHaveValue('');
  const profileSaves: string[] = [];
  page.on(
    'request',
    (r) => r.method() === 'PUT' && r.url().endsWith('/user/me') && profileSaves.push(r.url()),
  );

  await context.setOffline(true);
  await expect(page.getByText(/^You are offline\./)).toBeVisible();
  await expectAccessible(page);
  await firstName.fill('Offline');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('alert')).toContainText('Not saved: the browser is offline.');
  await expect(firstName).toHaveValue('Offline');
  await page.screenshot({ path: `${REPORTS_DIR}/screenshots/offline-profile.png` });

  await context.setOffline(false);
  await expect(page.getByText(/^You are back online\./)).toBeVisible();
  // The form offers to send what failed; only the failed attempt went out, nothing by itself.
  const offer = page.getByText('Your changes to your profile are not saved yet.');
  await expect(offer).toBeVisible();
  await expectAccessible(page);
  // The offer replaces the offline failure's red message; the two do not stand side by side.
  await expect(page.getByText('Not saved: the browser is offline.', { exact: false })).toBeHidden();
  await page.screenshot({ path: `${REPORTS_DIR}/screenshots/offline-profile-back.png` });
  await page.waitForTimeout(1_000);
  expect(profileSaves).toHaveLength(1);
  await page.getByRole('button', { name: 'Save them now' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await expect(offer).toBeHidden();
  expect(profileSaves).toHaveLength(2);

  // A list read asked for offline waits, and runs when the connection is back, with what changed meanwhile.
  await page.goto('/users');
  await expect(page.getByRole('table')).toBeVisible();
  await context.setOffline(true);
  await addUserThroughTheApi('Back', 'Online');
  await page.getByRole('searchbox', { name: 'Search users' }).fill('online');
  await expect(page).toHaveURL(/search=online/);
  await context.setOffline(false);
  await expect(page.getByRole('table')).toContainText('Back Online');
});

async function addUserThroughTheApi(first_name: string, last_name: string) {
  const { access_token } = await apiTokens('owner');
  const res = await fetch(`${MOCK_URL}/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
    body: JSON.stringify({
      first_name,
      last_name,
      email: `${first_name}.${last_name}@acme.test`.toLowerCase(),
      status: true,
      role_ids: [],
    }),
  });
  expect(res.status, 'user added through the API').toBe(201);
}

test('a link followed offline to a screen whose code never loaded waits in the app, and opens once back', async ({
  context,
  page,
}) => {
  await apiSignIn(page, 'owner', '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Best Practices' }).click();
  // Not the browser's offline page (a reload to fetch the missing code would leave the app for it).
  await expect(page.getByText(/^You are offline\./)).toBeVisible();
  await expect(page).toHaveURL(/\/bestpractices$/);
  await expect(page.getByTestId('route-pending')).toBeVisible();
  await page.screenshot({ path: `${REPORTS_DIR}/screenshots/offline-route-waiting.png` });
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Best practices' })).toBeVisible();
  await expect(page.getByTestId('route-error')).toHaveCount(0);
});

test('leaving unsaved input offline asks at once, and nothing asks by itself when the connection is back', async ({
  context,
  page,
}) => {
  await apiSignIn(page, 'owner', '/profile');
  const firstName = page.getByRole('textbox', { name: 'First name' });
  await expect(firstName).not.toHaveValue('');
  await page.waitForLoadState('networkidle');
  await firstName.fill('Unsaved');
  await context.setOffline(true);
  const questions: string[] = [];
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  await expect.poll(() => questions).toHaveLength(1);
  expect(questions[0]).toContain('not saved');
  // Stayed: the page and its input are as they were.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(firstName).toHaveValue('Unsaved');
  await context.setOffline(false);
  await expect(page.getByText(/^You are back online\./)).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(questions).toHaveLength(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a bulk action or an export pressed offline says so at once, and nothing runs when the connection is back', async ({
  context,
  page,
}) => {
  await apiSignIn(page, 'owner', '/users?search=robinson');
  const table = page.getByRole('table', { name: 'Users of the organization' });
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await page.waitForLoadState('networkidle');
  const writes: string[] = [];
  page.on('request', (r) => r.method() !== 'GET' && r.url().includes('/api/') && writes.push(r.url()));

  await context.setOffline(true);
  // The list tools' code has not loaded yet: before, the click waited for it and ran once back.
  await table.locator('tbody tr').first().getByRole('checkbox').click();
  const bar = page.getByRole('region', { name: 'Selection' });
  await bar.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(bar.getByRole('alert')).toHaveText(
    'You are offline: nothing was changed. Try again once the connection is back.',
  );
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'the export can start' })).toBeVisible();
  await page.screenshot({ path: `${REPORTS_DIR}/screenshots/offline-bulk-refused.png` });

  await context.setOffline(false);
  await expect(page.getByText(/^You are back online\./)).toBeVisible();
  // Give anything kept waiting time to fire: nothing may.
  await page.waitForTimeout(2_000);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(writes).toEqual([]);
  await expect(bar.getByRole('alert')).toHaveCount(0);
});
