import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPORTS_DIR, expect, signIn, test } from './support/fixtures';

// Size of the JavaScript a browser loads to show /login, gzip: measured from the files the page really
// requested, compressed here (level 9), and written to bundle-budget.json in the reports folder (E2E_REPORTS_DIR, default .reports).
// The target is 120 kB; the build is not there yet (decision 0010), so the test reports the
// share of that target and fails on a regression past the ceiling measured when the decision was taken.
const LOGIN_BUDGET_BYTES = 120 * 1024;
const LOGIN_CEILING_BYTES = 175 * 1024;
const dist = path.resolve(import.meta.dirname, '../dist/client');

async function scriptsLoadedBy(page: import('@playwright/test').Page, action: () => Promise<void>) {
  const urls = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js') && url.pathname.startsWith('/assets/')) urls.add(url.pathname);
  });
  await action();
  await page.waitForLoadState('networkidle');
  const files = [...urls].map((p) => {
    const bytes = readFileSync(path.join(dist, p));
    return { file: p, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return {
    files,
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    raw: files.reduce((s, f) => s + f.raw, 0),
  };
}

test('the JavaScript for /login is reported against its 120 kB target and stays under the 175 kB ceiling', async ({
  page,
  browser,
}) => {
  const login = await scriptsLoadedBy(page, async () => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  const other = await browser.newPage();
  await signIn(other, 'owner');
  const dashboard = await scriptsLoadedBy(other, async () => {
    await other.reload();
    await expect(other.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  });

  const report = {
    budgetKB: LOGIN_BUDGET_BYTES / 1024,
    ceilingKB: LOGIN_CEILING_BYTES / 1024,
    loginKB: +(login.gzip / 1024).toFixed(1),
    loginShareOfBudget: +(login.gzip / LOGIN_BUDGET_BYTES).toFixed(3),
    dashboardKB: +(dashboard.gzip / 1024).toFixed(1),
    loginFiles: login.files,
  };
  mkdirSync(path.resolve(REPORTS_DIR), { recursive: true });
  writeFileSync(path.resolve(REPORTS_DIR, 'bundle-budget.json'), JSON.stringify(report, null, 2));
  console.log(
    `bundle: /login ${report.loginKB} kB gzip (${Math.round(report.loginShareOfBudget * 100)}% of ${report.budgetKB} kB), /dashboard ${report.dashboardKB} kB`,
  );
  expect(login.gzip).toBeLessThanOrEqual(LOGIN_CEILING_BYTES);
});
