import {
  apiSignIn,
  expect as baseExpect,
  lookAt,
  mock,
  REPORTS_DIR,
  SCREENS_DIR,
  test,
} from './support/fixtures';

// The machine these run on can be heavily loaded: waits are generous, and nothing here is timed.
const expect = baseExpect.configure({ timeout: 30_000 });

// The route pattern's loading and failure (docs/decisions/0011-domain-screen-pattern.md): a preload never
// navigates, a failed load offers Retry, and a failed background refetch keeps what is on screen.

test('hovering a link to a user deleted meanwhile stays put; opening it goes to /notfound', async ({
  page,
}) => {
  await apiSignIn(page, 'owner', '/users');
  const link = page.getByRole('table', { name: 'Users of the organization' }).getByRole('link', {
    name: 'Amanda Robinson',
  });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  const userId = Number(href?.split('/').at(-1));
  expect(userId).toBeGreaterThan(0);

  // Someone else deletes the user; this page's list still shows them.
  const status = await page.evaluate(async (id) => {
    const res = await fetch(`/api/user/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return res.status;
  }, userId);
  expect(status).toBe(204);

  // Hovering preloads the user's page: the request answers 404, and nothing happens on screen.
  const preload = page.waitForResponse((r) => r.url().endsWith(`/api/user/${userId}`));
  await link.hover();
  expect((await preload).status()).toBe(404);
  await page.mouse.move(0, 0);
  // Give a redirect every chance to happen before checking that none did.
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByTestId('route-error')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  // Opening it loads again and goes to /notfound, without an error panel first.
  await link.click();
  await expect(page).toHaveURL('/notfound');
});

test('a screen whose load failed says so; Try again loads it', async ({ page }) => {
  await apiSignIn(page, 'owner', '/roles');
  await mock.fault({ operationId: 'getRole', status: 500, times: 1 });
  await page.goto('/roles/6');
  const panel = page.getByTestId('route-error');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await page.screenshot({
    path: `${REPORTS_DIR}/screens/route-error.png`,
  });
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('route-error')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/\S/);
  await expect(page.getByRole('heading', { name: 'Privileges' })).toBeVisible();
});

test('a failed background refetch of the user being edited keeps what was typed and says so', async ({
  page,
}) => {
  // A fake clock, so the user's data can become stale without waiting for it.
  await page.clock.install();
  await apiSignIn(page, 'owner', '/users/2');
  const firstName = page.getByLabel('First name');
  await expect(firstName).toBeVisible();
  await firstName.fill('Typed but not saved');

  await mock.fault({ operationId: 'getUser', status: 500, times: 1 });
  const refetch = page.waitForResponse((r) => r.url().endsWith('/api/user/2'));
  // The data is older than its stale time, and the window comes back into view: TanStack Query refetches.
  await page.clock.fastForward('01:00');
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  expect((await refetch).status()).toBe(500);

  const notice = page.getByTestId('refetch-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('nothing you typed is lost');
  await expect(firstName).toHaveValue('Typed but not saved');
  await expect(page.getByTestId('route-error')).toHaveCount(0);
  await page.screenshot({
    path: `${REPORTS_DIR}/screens/refetch-notice.png`,
  });

  // Retry succeeds: the notice goes, and the typed value is still there.
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('refetch-notice')).toHaveCount(0);
  await expect(firstName).toHaveValue('Typed but not saved');
});

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
