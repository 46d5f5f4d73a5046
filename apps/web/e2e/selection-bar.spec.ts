import type { Page } from '@playwright/test';

import { expect as baseExpect, lookAt, signIn, test } from './support/fixtures';

// The selection bar stays in reach while the rows scroll, on a desktop and on a phone: a layout question only
// a browser answers (docs/decisions/0028-list-power.md).
const expect = baseExpect.configure({ timeout: 20_000 });

const bar = (page: Page) => page.getByRole('region', { name: 'Selection' });

for (const [label, size] of [
  ['a desktop', { width: 1366, height: 720 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`on ${label}, the selection bar stays in view while the rows scroll`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, 'owner');
    await page.goto('/users');
    const table = page.getByRole('table', { name: 'Users of the organisation' });
    await table.locator('tbody').getByRole('checkbox').nth(1).click();
    await expect(bar(page)).toContainText('1 selected');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const box = await bar(page).boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect(box?.y).toBeLessThan(40);
    await expect(bar(page).getByRole('button', { name: 'Deactivate' })).toBeInViewport();
    if (size.width === 390) await lookAt(page, 'users-selection-sticky-390');
  });
}
