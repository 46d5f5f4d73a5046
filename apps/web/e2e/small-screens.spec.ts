import type { Page } from '@playwright/test';

import {
  apiSignIn,
  expect as baseExpect,
  lookAt,
  REPORTS_DIR,
  SCREENS_DIR,
  storeInLocalStorage,
  test,
} from './support/fixtures';

// The machine these run on can be heavily loaded: waits are generous, and nothing here is timed.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

// Every console screen on a phone (390 × 844), in German, the longest of the console's languages
// (docs/decisions/0049-languages.md): the page itself never scrolls sideways. Wide tables scroll
// inside their card, detail sections wrap, and the header's controls fit. Ids are the mock seed's (see
// guards.spec.ts): user 2, role 6, ticket 4, log entry 331 (the owner's own sign-in in this test), help
// folders 1 and 7 and articles 1 and 9, alias 1 with desktop 1, phone 1, social account 1 and its SMS number.
const screens = [
  '/dashboard',
  '/profile',
  '/changepassword',
  '/two_factor_auth',
  '/organization',
  '/users',
  '/users/add',
  '/users/2',
  '/users/2/two_factor_auth',
  '/roles',
  '/roles/add',
  '/roles/6',
  '/roles/6/edit',
  '/logs',
  '/logs/331',
  '/tickets',
  '/tickets/add',
  '/tickets/4',
  '/tickets/4/reply',
  '/bestpractices',
  '/bestpractices?search=password',
  '/bestpractices/folder/1',
  '/bestpractices/article/1',
  '/userguide',
  '/userguide/folder/7',
  '/userguide/article/9',
  '/services/aliases',
  '/services/alias/1',
  '/services/alias/1/edit',
  '/services/alias/1/sms/+16446499190',
  '/services/alias/1/sms/add',
  '/services/alias/1/desktop/1',
  '/services/alias/1/desktop/add',
  '/services/alias/1/phone/1',
  '/services/alias/1/phone/add',
  '/services/alias/1/entity/general/edit',
  '/services/alias/1/entity/socialaccount/1/edit',
  '/services/alias/1/filesharing',
];

test.use({ viewport: { width: 390, height: 844 } });

/** Moves to a path inside the running app (as a link would), so the app is not started again per screen. */
async function open(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // Past the router's pending delay: a slow screen shows its skeleton by now, a fast one its content.
  await page.waitForTimeout(300);
}

// In groups, so that each has its own time limit on a loaded machine.
const groups = [screens.slice(0, 10), screens.slice(10, 20), screens.slice(20, 28), screens.slice(28)];
for (const [index, group] of groups.entries()) {
  test(`no console screen is wider than a 390 px phone, in German (${index + 1} of ${groups.length}: ${group[0]} …)`, async ({
    page,
  }) => {
    await storeInLocalStorage(page, { 'console.language': 'de' });
    await apiSignIn(page, 'owner', '/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const tooWide: string[] = [];
    for (const path of group) {
      await open(page, path);
      await expect(page.getByTestId('route-pending')).toHaveCount(0);
      await expect(page.locator('main h1').first()).toBeVisible();
      // The skeletons of a list's first page are gone: the widths measured are those of the real rows.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      test.info().annotations.push({ type: 'width', description: `${path}: ${width} px` });
      if (width > 390) tooWide.push(`${path}: ${width} px`);
    }
    expect(tooWide).toEqual([]);
  });
}

test('the theme menu opens and chooses from the keyboard, and gives the focus back', async ({ page }) => {
  await apiSignIn(page, 'owner', '/dashboard');
  // Until it is pressed, the header draws a stand-in button: the menu's code loads on approach (decision 0010).
  const theme = page
    .locator('header')
    .first()
    .getByRole('button', { name: /^Theme: / });
  await theme.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Dark' })).toBeVisible();
  await page.keyboard.type('d'); // the menu's typeahead
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('menuitem')).toHaveCount(0);
  await expect(page.locator('header').first().getByRole('button', { name: 'Theme: Dark' })).toBeFocused();
});

test('the header fits: menu, theme and sign-out on one line', async ({ page }) => {
  await apiSignIn(page, 'owner', '/dashboard');
  const header = page.locator('header').first();
  await expect(header.getByRole('button', { name: /^Theme: / })).toBeVisible();
  const box = await header.boundingBox();
  // One row of controls: the header keeps its single-line height.
  expect(box?.height).toBeLessThanOrEqual(57);
  await header.getByRole('button', { name: /^Theme: / }).click();
  await page.getByRole('menuitem', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(header.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  await page.screenshot({
    path: `${REPORTS_DIR}/screens/phone-dashboard-dark.png`,
  });
});

test('the navigation drawer closes with its close button and with Escape, gives the focus back and keeps it inside', async ({
  page,
}) => {
  await apiSignIn(page, 'owner', '/dashboard');
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  const nav = page.getByRole('navigation', { name: 'Main' });
  const close = page.getByRole('button', { name: 'Close menu' });

  await toggle.click();
  await expect(nav).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The drawer covers the page, so its own close button is in view and has the focus.
  await expect(close).toBeInViewport();
  await expect(close).toBeFocused();
  await lookAt(page, 'phone-menu-open');
  await close.click();
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Escape closes it; Tab from the last entry wraps to the close button (the focus stays in the drawer).
  await page.keyboard.press('Enter');
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(nav.getByRole('link').last()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();

  // Following an entry closes the drawer too.
  await toggle.click();
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users/);
  await expect(nav).toBeHidden();
});

// On a phone a table's rows are cards (decision 0042, phone-lists.spec.ts); on a tablet held upright the table is
// a table still, wider than the screen.
test('on a tablet, a wide table keeps its first and actions columns in view and shows that it scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await apiSignIn(page, 'owner', '/users');
  const table = page.getByRole('table', { name: /users/i });
  const firstRow = table.locator('tbody tr').first();
  await expect(firstRow).toBeVisible();
  const scroller = page.locator('.data-table-scroll').filter({ has: table });
  const actions = firstRow.locator('td[data-sticky="end"]').getByRole('button');
  const name = firstRow.locator('td[data-sticky="start"]');
  // The table is wider than the phone: the end is marked as hidden (the shadow), yet the actions are in view.
  await expect(scroller).toHaveAttribute('data-overflow-end', '');
  await expect(actions).toBeInViewport({ ratio: 1 });
  await expect(name).toBeInViewport({ ratio: 1 });
  await lookAt(page, 'tablet-users-table');
  // Scrolled to the far end: the name column is still in view, and now the start is marked as hidden.
  await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(scroller).toHaveAttribute('data-overflow-start', '');
  await expect(scroller).not.toHaveAttribute('data-overflow-end', '');
  await expect(name).toBeInViewport({ ratio: 1 });
  await expect(actions).toBeInViewport({ ratio: 1 });
  const nameBox = await name.boundingBox();
  expect(nameBox?.x).toBeGreaterThanOrEqual(0);
  await page.screenshot({ path: `${SCREENS_DIR}/tablet-users-table-scrolled.png` });
  await actions.click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
});
