// Error paths of the screen pattern (decision 0011): a failed background refetch, a preload that fails,
// a page past the last. Faults come from the browser (`page.route`).
import { expect as baseExpect, lookAt, apiSignIn, test, SCREENS_DIR } from './support/fixtures';

// Sign-in plus axe in both themes: slow on a shared machine.
const expect = baseExpect.configure({ timeout: 20_000 });

test('a failed background refetch keeps the half-typed form and says so quietly, with a Retry that works', async ({
  page,
}) => {
  // The page's clock is moved by the test, so the data goes stale without waiting.
  await page.clock.install();
  await apiSignIn(page, 'owner', '/users/2');
  await expect(page.getByLabel('First name')).toHaveValue('Henry');
  await page.getByLabel('First name').fill('Hal');

  let failing = true;
  await page.route('**/api/user/2', (route) =>
    failing && route.request().method() === 'GET'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Server down"}' })
      : route.fallback(),
  );
  // Past the queries' stale time, the window regains focus: the screen's data is fetched again and fails.
  await page.clock.fastForward('01:00');
  // (TanStack Query hears the window's visibilitychange; the page is visible, so it counts as a focus.)
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

  const notice = page.getByTestId('refetch-notice');
  await expect(notice).toContainText('Could not refresh this page');
  await expect(page.getByLabel('First name')).toHaveValue('Hal');
  await expect(page.getByRole('heading', { name: 'Henry Dawson' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS_DIR}/error-refetch-notice-light.png`, fullPage: true });

  failing = false;
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByLabel('First name')).toHaveValue('Hal');
});

test('hovering a link whose item is gone neither navigates nor shows anything', async ({ page }) => {
  await apiSignIn(page, 'owner', '/users');
  const link = page.getByRole('table').getByRole('link').nth(1);
  await expect(link).toBeVisible();
  const id = (await link.getAttribute('href'))!.split('/').pop();
  let preloads = 0;
  await page.route(`**/api/user/${id}`, (route) => {
    preloads++;
    return route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: '{"detail":"User not found"}',
    });
  });
  await link.hover();
  await expect.poll(() => preloads).toBeGreaterThan(0);
  // Time for a redirect to happen, if one were going to: the list is still there.
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  // The real navigation does go to /notfound.
  await link.click();
  await expect(page).toHaveURL(/\/notfound$/);
});

test('a page past the last says so and links to the last page', async ({ page }) => {
  await apiSignIn(page, 'owner', '/users?page=99');
  await expect(page.getByText('Page 99 is empty')).toBeVisible();
  await expect(page.getByText('No users yet')).toHaveCount(0);
  await lookAt(page, 'error-page-past-the-last');
  await page.getByRole('button', { name: /^Go to page \d+$/ }).click();
  await expect(page).toHaveURL(/\/users\?page=\d+$/);
  await expect(
    page
      .getByRole('link', { name: /./ })
      .filter({ hasText: /\w+ \w+/ })
      .first(),
  ).toBeVisible();
});
