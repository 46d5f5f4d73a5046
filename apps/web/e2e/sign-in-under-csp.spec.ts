import { expect, REPORTS_DIR, signIn, test } from './support/fixtures';

test('the production build signs a user in to the dashboard under its Content-Security-Policy', async ({
  page,
}) => {
  const cspViolations: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
  });
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
  await signIn(page, 'owner');
  // The signed-in screen: the dashboard's greeting, its figures from the API, and the sidebar of the session.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, \S+/ })).toBeVisible();
  await expect(page.getByText(/\d+ active of \d+/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Users' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.screenshot({ path: `${REPORTS_DIR}/screenshots/smoke-dashboard.png`, fullPage: true });
  expect(cspViolations).toEqual([]);
});
