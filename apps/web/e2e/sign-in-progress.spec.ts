import { expect as baseExpect, test } from './support/fixtures';
import { personas } from './support/personas';

// The machine running these may be busy: waits are generous, none of them is a timing claim.
const expect = baseExpect.configure({ timeout: 20_000 });

test('the sign-in form shows its progress until the dashboard is on screen', async ({ page }) => {
  await page.goto('/login');
  // The console's first screen takes a while to load (a slow line, a cold server): its code comes late.
  await page.route('**/assets/**', async (route) => {
    await new Promise((wait) => setTimeout(wait, 1_500));
    await route.fallback();
  });
  await page.getByLabel('E-mail').fill(personas.owner.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(personas.owner.password);
  // Every frame from the click until the dashboard's heading: a visible Sign in button must say it is busy.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { idleSignIn: seen });
    const look = () => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Sign in');
      if (button?.checkVisibility() && button.getAttribute('aria-busy') !== 'true') seen.push(location.pathname);
      if (!document.querySelector('h1')?.textContent?.startsWith('Welcome')) requestAnimationFrame(look);
    };
    document.querySelector('form')?.addEventListener('submit', () => requestAnimationFrame(look));
  });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome, / })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { idleSignIn: string[] }).idleSignIn)).toEqual([]);
});
