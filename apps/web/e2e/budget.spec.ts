import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { chunkImportCycles, routeBudgets } from '../scripts/route-budget';
import { expect, REPORTS_DIR, signIn, test } from './support/fixtures';

// The JavaScript budget (decision 0010). In Chromium: the scripts /login and /dashboard really request, their
// gzip size (level 9, as the build's .gz copies) and their count. From the build's manifest: every route's own
// chunk and its total. Everything lands in .reports/bundle-budget.json. The ceilings are what the build
// measured at the last step of decision 0010 and only ever go down, but once: the languages moved them by what
// their runtime and catalogs measured (decision 0049); the targets are the decision's. The route tree's lazy imports
// without their lists of files took them down again, /login to its target, and /dashboard under 142.5 kB with the
// preload helper in the first chunk and Query's mutation hooks in a chunk of the saving screens (decision 0057).
const kB = 1024;
const LOGIN = { targetKB: 120, ceilingKB: 119.5, maxRequests: 8 };
const DASHBOARD = { targetKB: 150, ceilingKB: 142.5 };
const ROUTE_CHUNK_CEILING_KB = 30;
const ROUTE_TOTAL_CEILING_KB = 210;

const dist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../dist/client'));
const reports = path.resolve(import.meta.dirname, '..', REPORTS_DIR);

async function scriptsLoadedBy(page: import('@playwright/test').Page, action: () => Promise<void>) {
  const urls = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js') && url.pathname.startsWith('/assets/')) urls.add(url.pathname);
  });
  await action();
  await page.waitForLoadState('networkidle');
  const files = [...urls].map((p) => {
    const bytes = readFileSync(path.join(dist, p));
    return { file: p, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return { files, requests: files.length, gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

test('the JavaScript of /login, /dashboard and every route stays under its ceiling (decision 0010)', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000); // two sign-ins and page loads on a shared 2-core machine; no timing is asserted
  const login = await scriptsLoadedBy(page, async () => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled({ timeout: 30_000 });
  });

  const other = await browser.newPage();
  // The command palette's code loads at the first idle moment 2 s after a signed-in page mounts (decision 0029):
  // not part of the first load, and on a busy machine it would land inside the wait for the network to go quiet.
  await other.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await signIn(other, 'owner');
  const welcome = other.getByRole('heading', { level: 1, name: /Welcome/ });
  await expect(welcome).toBeVisible({ timeout: 30_000 });
  const dashboard = await scriptsLoadedBy(other, async () => {
    await other.goto('/dashboard');
    await expect(welcome).toBeVisible({ timeout: 30_000 });
  });
  await other.close();

  const routes = routeBudgets(dist);
  const report = {
    login: {
      ...LOGIN,
      kB: +(login.gzip / kB).toFixed(1),
      shareOfTarget: +(login.gzip / (LOGIN.targetKB * kB)).toFixed(3),
      requests: login.requests,
      files: login.files,
    },
    dashboard: {
      ...DASHBOARD,
      kB: +(dashboard.gzip / kB).toFixed(1),
      requests: dashboard.requests,
      files: dashboard.files,
    },
    routes: { chunkCeilingKB: ROUTE_CHUNK_CEILING_KB, totalCeilingKB: ROUTE_TOTAL_CEILING_KB, list: routes },
  };
  mkdirSync(reports, { recursive: true });
  writeFileSync(path.join(reports, 'bundle-budget.json'), JSON.stringify(report, null, 2));
  const largest = [...routes].sort((a, b) => b.totalKB - a.totalKB)[0];
  console.log(
    `bundle: /login ${report.login.kB} kB gzip in ${login.requests} scripts (target ${LOGIN.targetKB} kB, ceiling ${LOGIN.ceilingKB} kB), ` +
      `/dashboard ${report.dashboard.kB} kB in ${dashboard.requests} (target ${DASHBOARD.targetKB} kB), ` +
      `largest route ${largest?.route} ${largest?.totalKB} kB, largest route chunk ${Math.max(...routes.map((r) => r.ownKB))} kB`,
  );

  expect(routes.length, 'routes found in the manifest').toBeGreaterThan(40);
  expect.soft(chunkImportCycles(dist), 'chunks that import each other').toEqual([]);
  expect.soft(login.gzip, '/login gzip').toBeLessThanOrEqual(LOGIN.ceilingKB * kB);
  expect.soft(login.requests, '/login script requests').toBeLessThanOrEqual(LOGIN.maxRequests);
  expect.soft(dashboard.gzip, '/dashboard gzip').toBeLessThanOrEqual(DASHBOARD.ceilingKB * kB);
  for (const route of routes) {
    expect.soft(route.ownKB, `${route.route}: own chunk`).toBeLessThanOrEqual(ROUTE_CHUNK_CEILING_KB);
    expect.soft(route.totalKB, `${route.route}: total`).toBeLessThanOrEqual(ROUTE_TOTAL_CEILING_KB);
  }
});
