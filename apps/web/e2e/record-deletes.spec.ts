// A delete of a record someone changed since it was shown (docs/product-rules.md#two-people-one-record): the
// delete sends the version the page read, the server answers 412 with the record as it is now, and the dialog
// asks again with what changed. "Someone" is a second session, changing the record through the API meanwhile.
import type { Page } from '@playwright/test';

import {
  apiSignIn,
  apiTokens,
  expect,
  expectAccessible,
  MOCK_URL,
  REPORTS_DIR,
  test,
} from './support/fixtures';
import { personas } from './support/personas';
import { newOrganization, serveMode, staffApiSignIn, staffCall } from './support/staff';

type Json = Record<string, unknown>;

/** A call of another session: the API with `token`, the way someone else's browser would change the record. */
async function call(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${MOCK_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok, `${method} ${path}`).toBe(true);
  return (await res.json()) as Json;
}

/** Counts the page's DELETE requests to `path` and the versions they sent. */
function watchDeletes(page: Page, path: RegExp) {
  const versions: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE' && path.test(new URL(request.url()).pathname))
      versions.push(request.headers()['if-match'] ?? null);
  });
  return versions;
}

/** The owner on the page of Rachel (the read-only persona), with the page's DELETEs of her watched. */
async function openRachel(page: Page) {
  const { access_token: token } = await apiTokens('owner');
  const users = await call(token, 'GET', `/user?search=${encodeURIComponent(personas.readonly.email)}`);
  const rachel = (users.items as Json[])[0] as {
    id: number;
    first_name: string;
    last_name: string;
    full_name: string;
  };
  await apiSignIn(page, 'owner', `/users/${rachel.id}`);
  return { token, rachel, deletes: watchDeletes(page, new RegExp(`/user/${rachel.id}$`)) };
}

test('a user changed since the page opened: the delete asks again with what changed, then deletes', async ({
  page,
}) => {
  const { token, rachel, deletes } = await openRachel(page);
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue(rachel.last_name);

  // Someone else renames her while the page is open.
  const shown = await call(token, 'GET', `/user/${rachel.id}`);
  await call(token, 'PUT', `/user/${rachel.id}`, {
    first_name: shown.first_name,
    last_name: 'Okafor-Reyes',
    email: shown.email,
    status: shown.status,
    role_ids: shown.role_ids,
  });

  await page.getByRole('button', { name: 'Delete user' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Delete user' }).click();
  await expect(dialog).toContainText('Someone changed this user since you opened it');
  const changes = dialog.getByRole('list', { name: 'What changed' });
  await expect(changes).toContainText(
    `Name: ${rachel.first_name} ${rachel.last_name} → ${rachel.first_name} Okafor-Reyes`,
  );
  // The dialog says it; no error toast says it again.
  await expect(page.getByText('Someone else changed this record since you opened it.')).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: `${REPORTS_DIR}/screenshots/record-delete-changed-user.png` });

  await dialog.getByRole('button', { name: 'Delete anyway' }).click();
  await expect(page.getByText(`${rachel.first_name} Okafor-Reyes is deleted.`)).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
  // The first try sent the version the page read; the second the one the 412 said is current.
  expect(deletes).toHaveLength(2);
  expect(deletes[0]).toBeTruthy();
  expect(deletes[1]).toBeTruthy();
  expect(deletes[1]).not.toBe(deletes[0]);
});

test('a change to nothing the dialog shows (the user signed in meanwhile) deletes without asking again', async ({
  page,
}) => {
  const { token, rachel, deletes } = await openRachel(page);
  await expect(page.getByRole('button', { name: 'Delete user' })).toBeEnabled();
  const before = await call(token, 'GET', `/user/${rachel.id}`);
  // Her sign-in moves her "last seen", so the record's version, but no field the delete dialog names.
  await apiTokens('readonly');
  const after = await call(token, 'GET', `/user/${rachel.id}`);
  expect(after.last_seen, 'the sign-in changed the record').not.toEqual(before.last_seen);

  await page.getByRole('button', { name: 'Delete user' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete user' }).click();
  await expect(page.getByText(`${rachel.full_name} is deleted.`)).toBeVisible();
  await expect(page.getByText('Someone changed this user')).toHaveCount(0);
  expect(deletes).toHaveLength(2);
});

test('an organization changed since it was shown: the staff member is asked again, and Cancel keeps it', async ({
  context,
  page,
}) => {
  await serveMode(context, 'both');
  await staffApiSignIn(page, 'admin');
  const token = (await page.evaluate(() => localStorage.getItem('staffAccessToken'))) ?? '';
  const org = await staffCall(page, 'POST', '/admin/organizations', newOrganization('Versioned Ltd'));
  await page.goto(`/admin/organizations/${org.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Versioned Ltd' })).toBeVisible();

  // Someone else moves it to Dallas meanwhile.
  const stored = await call(token, 'GET', `/admin/organizations/${org.id}`);
  const fields = ['name', 'email', 'phone', 'website', 'address_line1', 'address_line2', 'city', 'region'];
  const more = ['postal_code', 'country', 'timezone', 'status'];
  const update = Object.fromEntries([...fields, ...more].map((key) => [key, stored[key]]));
  await call(token, 'PUT', `/admin/organizations/${org.id}`, { ...update, city: 'Dallas' });

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Type “Versioned Ltd” to confirm').fill('Versioned Ltd');
  await dialog.getByRole('button', { name: 'Delete organization' }).click();
  await expect(dialog).toContainText('Someone changed this organization since you opened it');
  await expect(dialog.getByRole('list', { name: 'What changed' })).toContainText('City: Austin → Dallas');
  await page.screenshot({ path: `${REPORTS_DIR}/screenshots/record-delete-changed-organization.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin/organizations/${org.id}$`));
  // Still there.
  await call(token, 'GET', `/admin/organizations/${org.id}`);
});

test('a predefined role unchanged since shown is deleted at once, with the version its page read', async ({
  context,
  page,
}) => {
  await serveMode(context, 'both');
  await staffApiSignIn(page, 'admin');
  const token = (await page.evaluate(() => localStorage.getItem('staffAccessToken'))) ?? '';
  const model = await call(token, 'GET', '/admin/userroles/predefined/1');
  const role = await call(token, 'POST', '/admin/userroles/predefined', {
    name: 'Night shift',
    description: 'Reads tickets at night.',
    privileges: model.privileges,
  });
  const deletes = watchDeletes(page, new RegExp(`/admin/userroles/predefined/${role.id}$`));
  await page.goto(`/admin/userroles/predefined/${role.id}/details`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete predefined role' }).click();
  await expect(page.getByText('The predefined role Night shift is deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/userroles\/predefined$/);
  expect(deletes).toHaveLength(1);
  expect(deletes[0]).toBeTruthy();
});
