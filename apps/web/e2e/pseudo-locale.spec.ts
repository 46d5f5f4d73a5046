import type { Page } from '@playwright/test';

import { apiSignIn, expect as baseExpect, lookAt, storeInLocalStorage, test } from './support/fixtures';
import { pseudoProblems, recordApiStrings } from './support/pseudo-locale';
import { serveMode, staffApiSignIn } from './support/staff';

// The pseudo-locale in the browser (docs/decisions/0049-languages.md): the console's main screens and a few of
// the staff area, in `en-XA` (every catalog word accented and a third longer), on a phone (390 px) and on a
// desktop (1280 px). A screen fails on text cut off by its box, a page wider than the window, or words people
// see or hear in plain English that are not the API's data: text that bypassed the catalogs. Ids are the mock
// seed's (small-screens.spec.ts names them).

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const consoleScreens = [
  '/dashboard',
  '/profile',
  '/users',
  '/users/add',
  '/users/2',
  '/roles',
  '/roles/6/edit',
  '/organization',
  '/logs',
  '/tickets',
  '/tickets/4',
  '/bestpractices',
  '/services/aliases',
  '/services/alias/1',
];
const staffScreens = [
  '/admin/dashboard',
  '/admin/organizations',
  '/admin/users',
  '/admin/logs',
  '/admin/staff',
  '/admin/settings',
];
/**
 * The same in every language (decision 0049): the product's name, the languages' own names, and the social
 * platforms' as they write them (features/services/aliases/platforms.ts).
 */
const SAME_IN_EVERY_LANGUAGE = [
  'Console',
  'English',
  'Deutsch',
  'Français',
  ...['Facebook', 'Instagram', 'LinkedIn', 'TikTok', 'YouTube'],
];
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** Moves to a path inside the running app (as a link would), so the app is not started again per screen. */
async function open(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.getByTestId('route-pending')).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
  // The skeletons are gone: what is measured are the real rows.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function checkScreens(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await open(page, path);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      // One frame for the layout of the new width.
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const { pageWidth, clipped, plainEnglish } = await page.evaluate(
        pseudoProblems,
        SAME_IN_EVERY_LANGUAGE,
      );
      const at = `${path} at ${size.width} px`;
      if (pageWidth) found.push(`${at}: the page is ${pageWidth} px wide`);
      found.push(...clipped.map((what) => `${at}: cut off ${what}`));
      found.push(...plainEnglish.map((what) => `${at}: plain English ${what}`));
    }
  }
  // One line per problem, so a failure lists them all.
  expect([...new Set(found)]).toEqual([]);
}

test('the console in the pseudo-locale: nothing cut off, no plain English of its own, phone and desktop', async ({
  page,
}) => {
  await recordApiStrings(page);
  await storeInLocalStorage(page, { 'console.language': 'en-XA' });
  await apiSignIn(page, 'owner', '/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await checkScreens(page, consoleScreens);
  await lookAt(page, 'pseudo-services-alias');
});

test('the staff area in the pseudo-locale: nothing cut off, no plain English of its own, phone and desktop', async ({
  page,
  context,
}) => {
  await serveMode(context, 'both');
  await recordApiStrings(page);
  await storeInLocalStorage(page, { 'console.language': 'en-XA' });
  await staffApiSignIn(page, 'admin', '/admin/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await checkScreens(page, staffScreens);
  await lookAt(page, 'pseudo-staff-settings');
});
