// Two people, one record (docs/product-rules.md#two-people-one-record): each browser context is one person with
// the edit form open on the same record. A save over the other's change shows both values instead of
// overwriting; a change to another field is merged; a refetch tells the one still editing.
// That every form sends the version it read (`If-Match`) is proven by each form's screen test (docs/testing.md).
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

import { apiSignIn, expect, expectAccessible, REPORTS_DIR, test } from './support/fixtures';
import { serveMode, staffApiSignIn } from './support/staff';

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** Two pages in browser contexts of their own (two people), each opened by `open`. */
async function twoPeople(browser: Browser, open: (page: Page) => Promise<void>) {
  const pages: Page[] = [];
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext();
    contexts.push(context);
    await serveMode(context, 'both');
    const page = await context.newPage();
    await open(page);
    pages.push(page);
  }
  return pages as [Page, Page];
}

const saved = (page: Page, name: string) =>
  expect(page.getByText(`Changes to ${name} are saved.`)).toBeVisible();

test.describe('the same user edited by two people', () => {
  test('a save over the other one’s change asks, per field: once kept, once taken', async ({ browser }) => {
    const [ann, bob] = await twoPeople(browser, (page) => apiSignIn(page, 'owner', '/users/2'));
    for (const page of [ann, bob])
      await expect(page.getByRole('textbox', { name: 'First name' })).not.toHaveValue('');
    const original = await ann.getByRole('textbox', { name: 'Last name' }).inputValue();

    await ann.getByRole('textbox', { name: 'First name' }).fill('Annabel');
    await ann.getByRole('button', { name: 'Save changes' }).click();
    await saved(ann, `Annabel ${original}`);

    // Bob's form still holds the old first name; he types another, and a last name Ann left alone.
    await bob.getByRole('textbox', { name: 'First name' }).fill('Roberta');
    await bob.getByRole('button', { name: 'Save changes' }).click();
    const conflict = bob.getByRole('region', { name: /Someone else changed this user/ });
    await expect(conflict).toBeVisible();
    const field = conflict.getByRole('listitem', { name: 'First name' });
    await expect(field).toContainText('YoursRoberta');
    await expect(field).toContainText('TheirsAnnabel');
    await expect(bob.getByRole('textbox', { name: 'First name' })).toHaveValue('Roberta');
    await expectAccessible(bob);
    await bob.screenshot({ path: `${REPORTS_DIR}/screenshots/record-conflict-user.png`, fullPage: true });

    await field.getByRole('button', { name: 'Keep mine' }).click();
    await expect(conflict).toBeHidden();
    await bob.getByRole('button', { name: 'Save changes' }).click();
    await saved(bob, `Roberta ${original}`);

    // Ann's form is now the stale one: she takes Bob's value.
    await ann.getByRole('textbox', { name: 'First name' }).fill('Anna');
    await ann.getByRole('button', { name: 'Save changes' }).click();
    await ann
      .getByRole('region', { name: /Someone else changed/ })
      .getByRole('button', { name: 'Take theirs' })
      .click();
    await expect(ann.getByRole('textbox', { name: 'First name' })).toHaveValue('Roberta');
    await ann.getByRole('button', { name: 'Save changes' }).click();
    await saved(ann, `Roberta ${original}`);
  });

  test('changes to different fields are merged without asking', async ({ browser }) => {
    const [ann, bob] = await twoPeople(browser, (page) => apiSignIn(page, 'owner', '/users/2'));
    for (const page of [ann, bob])
      await expect(page.getByRole('textbox', { name: 'First name' })).not.toHaveValue('');
    await ann.getByRole('textbox', { name: 'Last name' }).fill('Merged');
    await ann.getByRole('button', { name: 'Save changes' }).click();
    await expect(ann.getByText(/ Merged are saved\.$/)).toBeVisible();

    await bob.getByRole('textbox', { name: 'First name' }).fill('Both');
    await bob.getByRole('button', { name: 'Save changes' }).click();
    await saved(bob, 'Both Merged');
    await expect(bob.getByRole('textbox', { name: 'Last name' })).toHaveValue('Merged');
  });

  test('a refetch says the user changed, and loads the new values into untouched fields', async ({
    browser,
  }) => {
    const [ann, bob] = await twoPeople(browser, (page) => apiSignIn(page, 'owner', '/users/2'));
    for (const page of [ann, bob])
      await expect(page.getByRole('textbox', { name: 'First name' })).not.toHaveValue('');
    await ann.getByRole('textbox', { name: 'Last name' }).fill('Refetched');
    await ann.getByRole('button', { name: 'Save changes' }).click();
    await expect(ann.getByText(/ Refetched are saved\.$/)).toBeVisible();

    await bob.getByRole('textbox', { name: 'First name' }).fill('Typing');
    // The tab comes back into view after the detail went stale (the query policy's 30 s): it refetches.
    await bob.clock.install();
    await bob.clock.fastForward(31_000);
    await bob.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    const notice = bob.getByText('Someone else changed this user after you opened it.');
    await expect(notice).toBeVisible();
    await bob.getByRole('button', { name: 'Load their changes' }).click();
    await expect(bob.getByRole('textbox', { name: 'Last name' })).toHaveValue('Refetched');
    await expect(bob.getByRole('textbox', { name: 'First name' })).toHaveValue('Typing');
    await expect(notice).toBeHidden();
  });
});

test('a save in one tab shows in the other tab of the same browser at once, not 30 s later', async ({
  browser,
}) => {
  const context = await browser.newContext();
  contexts.push(context);
  await serveMode(context, 'both');
  const first = await context.newPage();
  await apiSignIn(first, 'owner', '/users/2');
  const second = await context.newPage();
  await second.goto('/users/2');
  for (const page of [first, second])
    await expect(page.getByRole('textbox', { name: 'First name' })).not.toHaveValue('');
  await first.getByRole('textbox', { name: 'Last name' }).fill('Othertab');
  await first.getByRole('button', { name: 'Save changes' }).click();
  await expect(first.getByText(/ Othertab are saved\.$/)).toBeVisible();
  // The second tab's data is a few seconds old, well inside the 30 s it counts as fresh.
  await expect(second.getByText('Someone else changed this user after you opened it.')).toBeVisible();
  await expect(second.getByRole('heading', { level: 1 })).toContainText('Othertab');
});

test.describe('the same organization edited by two staff members', () => {
  test('the second save shows both values; taking theirs saves without overwriting', async ({ browser }) => {
    const [first, second] = await twoPeople(browser, (page) =>
      staffApiSignIn(page, 'admin', '/admin/organizations/1/edit'),
    );
    for (const page of [first, second])
      await expect(page.getByRole('textbox', { name: 'City' })).not.toHaveValue('');
    await first.getByRole('textbox', { name: 'City' }).fill('Rotterdam');
    await first.getByRole('button', { name: 'Save changes' }).click();
    await expect(first).toHaveURL(/\/admin\/organizations\/1$/);

    await second.getByRole('textbox', { name: 'City' }).fill('Utrecht');
    await second.getByRole('button', { name: 'Save changes' }).click();
    const field = second
      .getByRole('region', { name: /Someone else changed this organization/ })
      .getByRole('listitem', { name: 'City' });
    await expect(field).toContainText('TheirsRotterdam');
    await second.screenshot({
      path: `${REPORTS_DIR}/screenshots/record-conflict-organization.png`,
      fullPage: true,
    });
    await field.getByRole('button', { name: 'Take theirs' }).click();
    await second.getByRole('button', { name: 'Save changes' }).click();
    await expect(second).toHaveURL(/\/admin\/organizations\/1$/);
    await expect(second.getByText('Rotterdam')).toBeVisible();
  });
});

test.describe('the same network edited by two staff members, in its dialog', () => {
  test('the dialog reads the network when it opens; the second save shows both values, taking theirs saves', async ({
    browser,
  }) => {
    const [first, second] = await twoPeople(browser, async (page) => {
      await staffApiSignIn(page, 'admin', '/admin/infra/vpn_gateways');
      // Both dialogs are open, each with the network as it was, before either saves.
      await rowAction(page, 'us-east-1-desktops', 'Edit');
      await expect(page.getByRole('dialog').getByRole('textbox', { name: 'VLAN' })).not.toHaveValue('');
    });
    const row = (page: Page) => page.getByRole('row').filter({ hasText: 'us-east-1-desktops' });
    await first.getByRole('dialog').getByRole('textbox', { name: 'VLAN' }).fill('321');
    await first.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
    await expect(first.getByRole('dialog')).toHaveCount(0);
    await expect(row(first)).toContainText('321');

    const dialog = second.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'VLAN' }).fill('322');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    const conflict = dialog.getByRole('region', { name: /Someone else changed this network/ });
    await expect(conflict).toBeVisible();
    const field = conflict.getByRole('listitem', { name: 'VLAN' });
    await expect(field).toContainText('Yours322');
    await expect(field).toContainText('Theirs321');
    await expect(dialog.getByRole('textbox', { name: 'VLAN' })).toHaveValue('322');
    await expectAccessible(second);
    await second.screenshot({ path: `${REPORTS_DIR}/screenshots/record-conflict-network.png` });

    await field.getByRole('button', { name: 'Take theirs' }).click();
    await expect(conflict).toBeHidden();
    await expect(dialog.getByRole('textbox', { name: 'VLAN' })).toHaveValue('321');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(second.getByText('Changes to us-east-1-desktops are saved.')).toBeVisible();
    await expect(row(second)).toContainText('321');
  });
});

test.describe('one SMS number of the pool, changed by two staff members', () => {
  test('a Reserve on a row the other one changed meanwhile writes nothing and says what it is now', async ({
    browser,
  }) => {
    const [first, second] = await twoPeople(browser, (page) =>
      staffApiSignIn(page, 'admin', '/admin/infra/sms_numbers?status=available'),
    );
    const firstRow = (page: Page) =>
      page.getByRole('table', { name: 'SMS numbers in the pool' }).locator('tbody tr').first();
    for (const page of [first, second])
      await expect(firstRow(page)).toContainText(/\+1 \(\d{3}\) \d{3}-\d{4}/);
    const number = await shownNumber(firstRow(first));
    await rowAction(first, number, 'Reserve');
    await expect(first.getByText(`${number} is held back from aliases.`)).toBeVisible();

    // The second list still shows it free: its Reserve reads the number first and finds it changed.
    await rowAction(second, number, 'Reserve');
    await expect(
      second.getByText(
        new RegExp(`^Someone else changed ${escapeRegExp(number)} since the list was loaded: it is reserved`),
      ),
    ).toBeVisible();
    await expect(second.getByText(`${number} is held back from aliases.`)).toHaveCount(0);
    // Its list catches up: the number is no longer free.
    await expect(second.getByRole('row').filter({ hasText: number })).toHaveCount(0);
  });
});

/** The SMS number a row shows (the row starts with its selection box). */
async function shownNumber(row: Locator) {
  const number = /\+1 \(\d{3}\) \d{3}-\d{4}/.exec(await row.innerText())?.[0];
  expect(number, 'the row shows a number').toBeTruthy();
  return number ?? '';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens a row's actions menu and chooses `item`. */
async function rowAction(page: Page, name: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}
