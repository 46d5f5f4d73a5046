// Unsaved input is never lost silently (docs/product-rules.md#leaving-unsaved-input): a prefix typed but not added,
// a failed reply that looked saved, uploads left behind.
import { apiSignIn, expect as baseExpect, test } from './support/fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });

test('a role form with an alias prefix typed but not added does not save it away silently', async ({
  page,
}) => {
  await apiSignIn(page, 'owner', '/roles/add');
  await page.getByLabel(/^Name/).fill('North desk');
  await page.getByLabel('New alias prefix').fill('north');
  let posted = 0;
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/roles') && posted++);
  await page.getByRole('button', { name: 'Add role' }).click();
  await expect(page.getByRole('alert')).toContainText('The alias prefix “north” is typed but not added.');
  await expect(page.getByLabel('New alias prefix')).toBeFocused();
  expect(posted).toBe(0);

  await page.getByRole('button', { name: 'Add prefix' }).click();
  await page.getByRole('button', { name: 'Add role' }).click();
  await expect(page.getByText('North desk', { exact: false }).first()).toBeVisible();
  expect(posted).toBe(1);
});

test('a failed reply stays unsaved: a session that then expires asks for a sign-in in place', async ({
  page,
}) => {
  await apiSignIn(page, 'owner', '/tickets/4/reply');
  await page.getByRole('textbox', { name: 'Message' }).fill('Any news on this?');
  await page.route('**/api/tickets/4/replies', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Mail server down"}' }),
  );
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Your reply was not sent').first()).toBeVisible();
  await page.unrouteAll();

  // The session ends; the next try finds the text still unsaved and keeps the user on the page.
  await page.evaluate(() => {
    localStorage.setItem('accessToken', 'expired-access-token');
    localStorage.setItem('refreshToken', 'revoked-refresh-token');
  });
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('dialog', { name: 'Your session has expired' })).toBeVisible();
  await expect(page).toHaveURL(/\/tickets\/4\/reply$/);
  // Behind the modal the page is inert (out of the accessibility tree): the box is found by its name.
  await expect(page.locator('textarea[name="body"]')).toHaveValue('Any news on this?');
});

test('leaving a page while files upload asks first', async ({ page }) => {
  await apiSignIn(page, 'aliases', '/services/alias/1/filesharing');
  const upload = page.getByLabel(/^Files to upload to /).first();
  await expect(upload).toBeAttached();
  // The upload never finishes while the test looks.
  await page.route('**/api/aliases/1/filesharing/shares/*/files', () => undefined);
  await upload.setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.alloc(1024, 65) });
  await expect(page.getByRole('list', { name: 'Uploads' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Leave this page?' });
  await expect(prompt).toContainText('Files are still uploading. Leave this page and stop those uploads?');
  await prompt.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/filesharing/);
  await expect(page.getByRole('list', { name: 'Uploads' })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
