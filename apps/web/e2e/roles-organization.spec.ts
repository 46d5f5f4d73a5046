import type { Page } from '@playwright/test';

import { apiSignIn, expect, lookAt, MOCK_URL, signIn, test } from './support/fixtures';

// Roles and the organisation screens, driven through the browser against the stateful mock.
const rolesTable = (page: Page) => page.getByRole('table', { name: 'Roles of the organization' });

/** Calls the mock as a signed-in owner, for setting up data a screen needs. */
async function asOwner(method: string, path: string, body?: unknown) {
  const login = await fetch(`${MOCK_URL}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@acme.test', password: 'Owner!2345' }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const res = await fetch(`${MOCK_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok, `${method} ${path}`).toBe(true);
  return res.json() as Promise<{ id: number }>;
}

test.describe('roles', () => {
  test('list, search and sort in the URL; a predefined or used role cannot be deleted', async ({ page }) => {
    await signIn(page, 'owner');
    await page.getByRole('link', { name: 'Roles', exact: true }).click();
    await expect(rolesTable(page).locator('tbody tr')).toHaveCount(8);
    await expect(rolesTable(page).getByRole('row', { name: /Administrator/ })).toContainText('Predefined');
    await lookAt(page, 'roles-list');

    await page.getByRole('searchbox', { name: 'Search roles' }).fill('manager');
    await expect(page).toHaveURL(/search=manager/);
    await expect(rolesTable(page).locator('tbody tr')).toHaveCount(2);
    await page.getByRole('button', { name: 'Users' }).click();
    await page.getByRole('button', { name: 'Users' }).click();
    await expect(page).toHaveURL(/sort=-users_count/);
    await expect(rolesTable(page).locator('tbody tr').first()).toContainText('Service manager');
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/search=manager$/);

    await page.getByRole('button', { name: 'Actions for Service manager' }).click();
    await expect(page.getByRole('menuitem', { name: /Delete/ })).toBeDisabled();
    await page.keyboard.press('Escape');
  });

  test('adds a role with whole areas picked, edits it, sees its users, and deletes it', async ({ page }) => {
    await apiSignIn(page, 'owner', '/roles');
    await page.getByRole('link', { name: 'Add role' }).click();
    await page.getByRole('button', { name: 'Add role' }).click();
    await expect(page.getByText('Enter a name for the role.')).toBeVisible();
    await expect(page.getByLabel('Name')).toBeFocused();

    // A name the organisation already uses: the server's 422 lands on the field.
    await page.getByLabel('Name').fill('Helpdesk');
    await page.getByRole('checkbox', { name: 'All of tickets' }).click();
    await page.getByRole('button', { name: 'Add role' }).click();
    await expect(page.getByLabel('Name')).toBeFocused();
    await expect(page.getByText(/already/i)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Close tickets/ })).toBeChecked();

    await page.getByLabel('Name').fill('Night shift');
    await page.getByLabel('Description').fill('Answers tickets at night.');
    await page.getByRole('checkbox', { name: /List users/ }).click();
    await expect(page.getByRole('checkbox', { name: 'All of users' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
    await page.getByLabel('New alias prefix').fill('night');
    await page.getByRole('button', { name: 'Add prefix' }).click();
    // The chip reads as a pattern, not as a cut-off word; the area wildcard is the "All of" box, not a twin.
    await expect(page.getByRole('list', { name: 'Granted alias prefixes' })).toHaveText(/night\*/);
    await expect(page.getByRole('checkbox', { name: /All user privileges/ })).toHaveCount(0);
    await lookAt(page, 'role-add');
    await page.getByRole('button', { name: 'Add role' }).click();
    await expect(page.getByText('The role Night shift is added.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Night shift' })).toBeVisible();
    await expect(page.getByText('Close tickets')).toBeVisible();
    // The prefix privilege in words, like the others (not the raw aliases:prefix:night).
    await expect(page.getByText('Aliases whose name starts with “night”')).toBeVisible();
    await expect(page.getByText('aliases:prefix:night')).toHaveCount(0);
    await expect(page.getByText('No user holds this role')).toBeVisible();

    // Edit: take the users privilege away again.
    await page.getByRole('link', { name: 'Edit role' }).click();
    await page.getByRole('checkbox', { name: /List users/ }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes to Night shift are saved.')).toBeVisible();
    await expect(page.getByText('List users')).toHaveCount(0);

    // Give the role to a user: the role's page lists them, and delete is blocked while they hold it.
    await page.goto('/users/2');
    await page.getByRole('checkbox', { name: /Night shift/ }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes to Henry Dawson are saved.')).toBeVisible();
    await page.goto('/roles?search=night');
    await page.getByRole('link', { name: 'Night shift' }).click();
    const members = page.getByRole('table', { name: 'Users with this role' });
    await expect(members).toContainText('Henry Dawson');
    await expect(page.getByRole('button', { name: 'Delete role' })).toBeDisabled();
    await expect(page.getByText('1 user holds this role: take it from them first.')).toBeVisible();
    await lookAt(page, 'role-details');

    await page.goto('/users/2');
    await page.getByRole('checkbox', { name: /Night shift/ }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes to Henry Dawson are saved.')).toBeVisible();
    await page.goto('/roles?search=night');
    await page.getByRole('link', { name: 'Night shift' }).click();
    await page.getByRole('button', { name: 'Delete role' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete role' }).click();
    await expect(page.getByText('The role Night shift is deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/roles$/);
    await expect(rolesTable(page)).not.toContainText('Night shift');
  });

  test('the read-only persona lists roles without any write action and cannot open add or edit', async ({
    page,
  }) => {
    await apiSignIn(page, 'readonly', '/roles');
    await expect(rolesTable(page).locator('tbody tr')).toHaveCount(8);
    await expect(page.getByRole('link', { name: 'Add role' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
    await expect(rolesTable(page).getByRole('link')).toHaveCount(0);
    for (const path of ['/roles/add', '/roles/6/edit', '/roles/6']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/unauthorized$/);
    }
  });
});

test.describe('organization', () => {
  test('the owner edits the organization; a bad value is explained and nothing typed is lost', async ({
    page,
  }) => {
    await signIn(page, 'owner');
    await page.getByRole('link', { name: 'Organization Info' }).click();
    await expect(page.getByLabel('Name')).toHaveValue(/Acme/);
    await lookAt(page, 'organization-edit');

    await page.getByLabel('Phone').fill('555 123');
    await page.getByLabel('City').fill('Springfield');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter the whole number with its country code')).toBeVisible();
    await expect(page.getByLabel('Phone')).toBeFocused();
    await expect(page.getByLabel('City')).toHaveValue('Springfield');

    await page.getByLabel('Phone').fill('+1 (555) 010-4477');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The organization’s details are saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('City')).toHaveValue('Springfield');
    await expect(page.getByLabel('Phone')).toHaveValue('+1 (555) 010-4477');
  });

  test('a user who may open the screen without the org-edit privilege reads it only', async ({ page }) => {
    // roles:* opens /organization (docs/product-rules.md#console-routes) but only administrative:org_edit may change it.
    const role = await asOwner('POST', '/roles', {
      name: 'Role admin',
      description: '',
      privileges: ['roles:*'],
    });
    await asOwner('POST', '/user', {
      first_name: 'Rita',
      last_name: 'Roles',
      email: 'rita@acme.test',
      status: true,
      role_ids: [role.id],
      password: 'Rita-Roles#2026',
    });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('rita@acme.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Rita-Roles#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Organization Info' }).click();
    await expect(page.getByText(/changing them needs the org-edit privilege/)).toBeVisible();
    await expect(page.getByText(/^\+1 \(\d{3}\) \d{3}-\d{4}$/)).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
    await lookAt(page, 'organization-read-only');
  });
});
