// One click, one request (docs/product-rules.md#saving-forms): a double click on a destructive action sends it once, and
// what it did is logged under the names it had.
import type { Page, Request } from '@playwright/test';

import { apiSignIn, expect, lookAt, MOCK_URL, test } from './support/fixtures';
import { personas } from './support/personas';
import { serveMode, staffApiSignIn } from './support/staff';

test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ context }) => {
  await serveMode(context, 'both');
});

/** Counts the requests of a method to a path while the test runs. */
function countRequests(page: Page, method: string, path: RegExp) {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === method && path.test(new URL(r.url()).pathname)) seen.push(r);
  });
  return () => seen.length;
}

test('a double click on "Delete user" sends one DELETE; the deleted user keeps their name in the logs', async ({
  page,
}) => {
  // Rachel signs in once, so she has an entry of her own in the audit log.
  const login = await fetch(`${MOCK_URL}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: personas.readonly.email, password: personas.readonly.password }),
  });
  expect(login.ok).toBe(true);
  await apiSignIn(page, 'owner', '/users?search=rachel');
  const deletes = countRequests(page, 'DELETE', /\/user\/\d+$/);
  await page.getByRole('button', { name: 'Actions for Rachel Okafor' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog').getByRole('button', { name: 'Delete user' });
  await expect(confirm).toBeEnabled();
  // Two clicks in the same instant, before React re-renders the button as busy.
  await confirm.evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(page.getByText('Rachel Okafor is deleted.')).toBeVisible();
  await expect(page.getByText('This item no longer exists')).toHaveCount(0);
  expect(deletes()).toBe(1);

  // Her entries still name her, in the console's logs and in the staff audit log.
  await page.goto('/logs?search=Rachel');
  const table = page.getByRole('table').first();
  await expect(table).toContainText('Rachel Okafor signed in');
  await expect(table).not.toContainText('System');
  await lookAt(page, 'trust-logs-after-delete');
  await staffApiSignIn(page, 'admin', '/admin/logs?search=Rachel%20Okafor%20signed');
  const staffTable = page.getByRole('table', { name: 'Audit log entries' });
  await expect(staffTable).toContainText('Rachel Okafor');
  await expect(staffTable).not.toContainText('System');
  await lookAt(page, 'trust-staff-logs-after-delete');
});

test('a double click on "Move sales-east to Globex" sends one request and reports the move', async ({
  page,
}) => {
  await staffApiSignIn(page, 'admin', '/admin/migrations/change_alias_organization');
  await page.getByRole('combobox', { name: 'Alias' }).fill('sales-east');
  await page.getByRole('option', { name: 'sales-east (Acme Corp)' }).click();
  await page.getByRole('combobox', { name: 'Move to organization' }).fill('Glob');
  await page.getByRole('option', { name: 'Globex' }).click();
  await page.getByRole('button', { name: 'Preview the move' }).click();
  await page.getByRole('textbox', { name: /Type the alias's name/ }).fill('sales-east');
  const moves = countRequests(page, 'POST', /\/admin\/migrations\/change_alias_organization$/);
  const move = page.getByRole('button', { name: 'Move sales-east to Globex' });
  await expect(move).toBeEnabled();
  await move.evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(page.getByRole('heading', { name: 'The alias is moved' })).toBeVisible();
  await expect(page.getByText(/The alias was not moved/)).toHaveCount(0);
  expect(moves()).toBe(1);
  await lookAt(page, 'trust-migration-double-click');
});
