import { expect as baseExpect, mock, signIn, test, REPORTS_DIR } from './support/fixtures';

// The machine these run on can be heavily loaded: waits are generous, and nothing here is timed.
const expect = baseExpect.configure({ timeout: 30_000 });

// The route pattern's loading and failure (docs/decisions/0011-domain-screen-pattern.md): a preload never
// navigates, a failed load offers Retry, and a failed background refetch keeps what is on screen.

test('hovering a link to a user deleted meanwhile stays put; opening it goes to /notfound', async ({
  page,
}) => {
  await signIn(page, 'owner', { from: '/users' });
  const link = page.getByRole('table', { name: 'Users of the organisation' }).getByRole('link', {
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
  await signIn(page, 'owner', { from: '/roles' });
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
  await signIn(page, 'owner', { from: '/users/2' });
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
