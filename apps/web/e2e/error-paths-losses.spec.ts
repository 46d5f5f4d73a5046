// Smaller losses: a prefix typed but not added, a failed reply that looked saved, uploads left behind, and a
// replier who could not read the ticket they reply to.
import { MOCK_URL, expect as baseExpect, apiSignIn, test } from './support/fixtures';
import { personas } from './support/personas';

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

test('a role with tickets:reply alone opens the reply screen with the conversation', async ({ page }) => {
  // The replier is made through the API as the owner: no seeded persona holds tickets:reply alone.
  const call = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${MOCK_URL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    });
    expect(res.ok, `POST ${path}`).toBe(true);
    return (await res.json()) as Record<string, unknown>;
  };
  const { access_token: owner } = await call('/login', personas.owner);
  const role = await call(
    '/roles',
    { name: 'Replier', description: 'Replies only.', privileges: ['tickets:reply'] },
    owner as string,
  );
  const replier = { email: 'rita@acme.test', password: 'Sunny-Day#2026' };
  await call(
    '/user',
    { first_name: 'Rita', last_name: 'Reply', status: true, role_ids: [role.id], ...replier },
    owner as string,
  );

  await page.goto('/login?redirect=%2Ftickets%2F4%2Freply');
  await page.getByLabel('E-mail').fill(replier.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(replier.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/tickets\/4\/reply$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reply to ticket' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEditable();
});
