import { expect as baseExpect, test } from './support/fixtures';
import { personas } from './support/personas';

// The machine running these may be busy: waits are generous, none of them is a timing claim.
const expect = baseExpect.configure({ timeout: 20_000 });

test('the sign-in form shows its progress until the dashboard is on screen', async ({ page }) => {
  // The console's first screen takes a while to load (a slow line, a cold server): its session call waits.
  await page.route('**/api/user/me', async (route) => {
    await new Promise((wait) => setTimeout(wait, 2_500));
    await route.fallback();
  });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(personas.owner.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(personas.owner.password);
  const submit = page.getByRole('button', { name: 'Sign in' });
  await submit.click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  // The address already says /dashboard; the form is still there, and says it is working.
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome, / })).toBeVisible();
});
