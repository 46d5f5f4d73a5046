import { writeFile } from 'node:fs/promises';

import type { Page } from '@playwright/test';

import { apiSignIn, expect, lookAt, mock, MOCK_URL, SCREENS_DIR, test } from './support/fixtures';
import { personas } from './support/personas';

// Services screens, driven by the seeded personas against the stateful mock.
// Seed facts used below: alias 1 is `sales-east` (the alias-prefix persona's); the first SMS number of
// sales-east has a long history (mocks/src/seed.ts).
const SALES_EAST = 1;
const MB = 1024 * 1024;

/** The mock's own answer for an alias, read as the owner (so the tests follow the seed, not copies of it). */
async function aliasAsOwner(aliasId: number) {
  const login = await fetch(`${MOCK_URL}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(personas.owner),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const res = await fetch(`${MOCK_URL}/aliases/${aliasId}`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(res.ok).toBe(true);
  return (await res.json()) as {
    name: string;
    virtual_desktops: { id: number; name: string; status: string }[];
    virtual_phones: { id: number; number: string }[];
    sms_numbers: { id: number; number: string; messages_count: number }[];
    social_accounts: { id: number; username: string; platform: string }[];
  };
}

const plusOne = (n: string) => `+1 (${n.slice(2, 5)}) ${n.slice(5, 8)}-${n.slice(8)}`;

/** A mark that a full page load would wipe: "shown without a reload" means it is still there. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __servicesMark: 'kept' }));
const documentMark = (page: Page) =>
  page.evaluate(() => (window as unknown as { __servicesMark?: string }).__servicesMark);

test.describe('aliases list', () => {
  test('owner sees every alias; search, sort and page live in the URL and Back restores them', async ({
    page,
  }) => {
    await apiSignIn(page, 'owner', '/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Aliases' }).click();
    await expect(page).toHaveURL(/\/services\/aliases$/);
    const table = page.getByRole('table', { name: 'Aliases' });
    const names = table.getByRole('row').locator('td:first-child');
    await expect(names).toHaveCount(10);
    await expect(page.getByText('Showing 1–10 of 12')).toBeVisible();
    await lookAt(page, 'services-aliases');

    await page
      .getByRole('navigation', { name: 'Pages of aliases' })
      .getByRole('button', { name: '2' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(names).toHaveCount(2);

    // The table shows its default sort (name, ascending), so one click reverses it.
    await expect(table.getByRole('columnheader', { name: 'Alias' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await table.getByRole('button', { name: 'Alias' }).click();
    await expect(page).toHaveURL(/sort=-name/);
    await expect(names.first()).toHaveText('support-tier1');

    await page.getByRole('searchbox', { name: 'Search aliases' }).fill('sales');
    await expect(page).toHaveURL(/search=sales/);
    await expect(names).toHaveText(['sales-west', 'sales-partners', 'sales-emea', 'sales-east']);

    await table.getByRole('link', { name: 'sales-emea' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'sales-emea' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/search=sales/);
    await expect(page).toHaveURL(/sort=-name/);
    await expect(page.getByRole('searchbox', { name: 'Search aliases' })).toHaveValue('sales');
    await expect(names).toHaveText(['sales-west', 'sales-partners', 'sales-emea', 'sales-east']);

    await page.getByRole('button', { name: /^Status / }).click();
    await page.getByRole('option', { name: 'Suspended' }).click();
    await expect(page).toHaveURL(/status=suspended/);
    await expect(names).toHaveText(['sales-east']);
  });
});

test.describe('alias page', () => {
  test('shows every section with statuses, +1 numbers and actions', async ({ page }) => {
    const alias = await aliasAsOwner(SALES_EAST);
    await apiSignIn(page, 'owner', `/services/alias/${SALES_EAST}`);
    await expect(page.getByRole('heading', { level: 1, name: alias.name })).toBeVisible();
    for (const section of [
      'Overview',
      'Virtual desktops',
      'Virtual phones',
      'SMS numbers',
      'Social accounts',
      'File sharing',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    const phones = page.getByRole('table', { name: `Virtual phones of ${alias.name}` });
    await expect(phones.getByRole('link', { name: plusOne(alias.virtual_phones[0]!.number) })).toBeVisible();
    const sms = page.getByRole('table', { name: `SMS numbers of ${alias.name}` });
    await expect(sms.getByRole('link', { name: plusOne(alias.sms_numbers[0]!.number) })).toBeVisible();
    await expect(page.getByRole('meter', { name: 'Storage used' })).toBeVisible();
    await lookAt(page, 'services-alias');
  });

  test('a desktop, a phone and an SMS number added show on the alias page without a reload', async ({
    page,
  }) => {
    await apiSignIn(page, 'owner', `/services/alias/${SALES_EAST}`);
    await markDocument(page);

    await page.getByRole('link', { name: 'Add desktop' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add virtual desktop' })).toBeVisible();
    await page.getByRole('button', { name: 'Add desktop' }).click();
    await expect(page.getByText('Enter the desktop name.')).toBeVisible();
    await expect(page.getByText('Choose a plan.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Desktop name' }).fill('qa-desktop');
    for (const [field, option] of [
      ['Plan', /^Standard/],
      ['Location', /\(/],
      ['Image', /Ubuntu/],
    ] as const) {
      await page.getByRole('button', { name: field }).click();
      await page.getByRole('option', { name: option }).first().click();
    }
    await lookAt(page, 'services-desktop-add');
    await page.getByRole('button', { name: 'Add desktop' }).click();
    const desktops = page.getByRole('table', { name: 'Virtual desktops of sales-east' });
    await expect(desktops.getByRole('row', { name: /qa-desktop/ })).toContainText('Starting');
    // The alias page polls while a desktop is starting: it turns Running without a reload (then polling stops).
    await expect(desktops.getByRole('row', { name: /qa-desktop/ })).toContainText('Running', {
      timeout: 30_000,
    });

    await page.getByRole('link', { name: 'Add phone' }).click();
    await page.getByRole('textbox', { name: 'Label' }).fill('Front desk');
    await page.getByRole('textbox', { name: 'Area code' }).fill('61');
    await page.getByRole('textbox', { name: 'Forward calls to' }).fill('415 555');
    await page.getByRole('button', { name: 'Add phone' }).click();
    await expect(page.getByText('Enter a 3-digit area code')).toBeVisible();
    await expect(page.getByText('Enter a 10-digit North American number.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Area code' }).fill('617');
    await page.getByRole('textbox', { name: 'Forward calls to' }).fill('(415) 555-0123');
    await lookAt(page, 'services-phone-add');
    await page.getByRole('button', { name: 'Add phone' }).click();
    const phones = page.getByRole('table', { name: 'Virtual phones of sales-east' });
    const phoneRow = phones.getByRole('row', { name: /Front desk/ });
    await expect(phoneRow).toContainText(/\+1 \(617\) \d{3}-\d{4}/);
    await expect(phoneRow).toContainText('+1 (415) 555-0123');

    await page.getByRole('link', { name: 'Add SMS number' }).click();
    await page.getByRole('textbox', { name: 'Label' }).fill('Campaigns');
    await page.getByRole('textbox', { name: 'Area code' }).fill('212');
    await lookAt(page, 'services-sms-add');
    await page.getByRole('button', { name: 'Add SMS number' }).click();
    const smsRow = page
      .getByRole('table', { name: 'SMS numbers of sales-east' })
      .getByRole('row', { name: /Campaigns/ });
    await expect(smsRow).toContainText(/\+1 \(212\) \d{3}-\d{4}/);

    expect(await documentMark(page)).toBe('kept');

    // The new phone opens on its own page.
    await phoneRow.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: /^\+1 \(617\)/ })).toBeVisible();
    await expect(page.getByText('+1 (415) 555-0123')).toBeVisible();
    await lookAt(page, 'services-phone');
  });

  test('the desktop page shows the live status, asked for only while the page is visible', async ({
    page,
  }) => {
    const alias = await aliasAsOwner(SALES_EAST);
    const desktop = alias.virtual_desktops.find((d) => d.status === 'stopped')!;
    await apiSignIn(page, 'owner', `/services/alias/${SALES_EAST}/desktop/${desktop.id}`);
    await expect(page.getByRole('heading', { level: 1, name: desktop.name })).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: 'Live status' });
    await expect(status).toContainText('Stopped');
    await lookAt(page, 'services-desktop');

    let polls = 0;
    page.on('request', (r) => {
      if (r.method() === 'GET' && r.url().endsWith(`/aliases/${SALES_EAST}/desktops/${desktop.id}`)) polls++;
    });
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(status).toContainText('Starting');
    // The mock takes 5 s to start a desktop; the page asks every 2 s while it changes.
    await expect(status).toContainText('Running', { timeout: 15_000 });
    expect(polls).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Restart' })).toBeVisible();

    // A hidden page asks nothing; shown again, it asks again.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.getByRole('button', { name: 'Restart' }).click();
    await expect(status).toContainText('Starting');
    const hiddenFrom = polls;
    await page.waitForTimeout(5_000);
    expect(polls, 'requests while hidden').toBe(hiddenFrom);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(status).toContainText('Running', { timeout: 15_000 });
    expect(polls).toBeGreaterThan(hiddenFrom);
  });
});

test.describe('edit forms', () => {
  test('edit alias: field rules, a server 422 on the name, and the primary user for the privileged', async ({
    page,
  }) => {
    await apiSignIn(page, 'owner', `/services/alias/${SALES_EAST}`);
    await page.getByRole('link', { name: 'Edit alias' }).click();
    const name = page.getByRole('textbox', { name: 'Alias name' });
    await expect(name).toHaveValue('sales-east');
    await name.fill('Sales East');
    await page.getByRole('button', { name: 'Save alias' }).click();
    await expect(page.getByText('Use lower-case letters, digits and hyphens')).toBeVisible();
    await expect(name).toBeFocused();

    await name.fill('sales-west');
    await page.getByRole('button', { name: 'Save alias' }).click();
    await expect(page.getByText('An alias with this name already exists.')).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('sales-west');
    await lookAt(page, 'services-alias-edit');

    await name.fill('sales-east-coast');
    const primary = page.getByRole('combobox', { name: 'Primary user' });
    await primary.fill('Olivia');
    await page.getByRole('option', { name: 'Olivia Bennett' }).click();
    await page.getByRole('button', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active' }).click();
    await page.getByRole('button', { name: 'Save alias' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'sales-east-coast' })).toBeVisible();
    await expect(page.getByText('sales-east-coast is saved.')).toBeVisible();
    const overview = page
      .getByRole('region', { name: 'Overview' })
      .or(page.locator('section', { has: page.getByRole('heading', { name: 'Overview' }) }));
    await expect(overview).toContainText('Olivia Bennett');
    await expect(overview).toContainText('Active');

    // The list's counts and names follow without a reload.
    await page.getByRole('link', { name: 'Aliases' }).first().click();
    await expect(page.getByRole('link', { name: 'sales-east-coast' })).toBeVisible();
  });

  test('edit the persona (general entity) with its rules', async ({ page }) => {
    await apiSignIn(page, 'owner', `/services/alias/${SALES_EAST}`);
    await page.getByRole('link', { name: 'Edit persona' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit persona' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Country code' }).fill('U');
    await page.getByRole('textbox', { name: 'First name' }).fill(' ');
    await page.getByRole('button', { name: 'Save persona' }).click();
    await expect(page.getByText('Enter the first name.')).toBeVisible();
    await expect(page.getByText('Enter a two-letter country code')).toBeVisible();
    await lookAt(page, 'services-persona-edit');
    await page.getByRole('textbox', { name: 'First name' }).fill('Dana');
    await page.getByRole('textbox', { name: 'Country code' }).fill('us');
    await page.getByRole('textbox', { name: 'Occupation' }).fill('Field sales');
    await page.getByRole('button', { name: 'Save persona' }).click();
    await expect(page.getByText('The persona is saved.')).toBeVisible();
    await page.getByRole('link', { name: 'Edit persona' }).click();
    await expect(page.getByRole('textbox', { name: 'Occupation' })).toHaveValue('Field sales');
    await expect(page.getByRole('textbox', { name: 'Country code' })).toHaveValue('US');
  });

  test('edit a social account', async ({ page }) => {
    const alias = await aliasAsOwner(SALES_EAST);
    const account = alias.social_accounts[0]!;
    await apiSignIn(page, 'owner', `/services/alias/${SALES_EAST}`);
    await page.getByRole('link', { name: new RegExp(`^Edit .* account ${account.username}$`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Edit .* account$/ })).toBeVisible();
    await page.getByRole('textbox', { name: 'Profile address' }).fill('not a url');
    await page.getByRole('button', { name: 'Save account' }).click();
    await expect(page.getByText('Enter a full address, starting with https://.')).toBeVisible();
    await lookAt(page, 'services-social-edit');
    await page.getByRole('textbox', { name: 'Profile address' }).fill('https://video.example/salesteam');
    await page.getByRole('textbox', { name: 'Username' }).fill('salesteam');
    await page.getByRole('button', { name: 'Save account' }).click();
    await expect(page.getByText(/account is saved\.$/)).toBeVisible();
    await expect(
      page.getByRole('table', { name: /^Social accounts of/ }).getByRole('link', { name: /^salesteam/ }),
    ).toHaveAttribute('href', 'https://video.example/salesteam');
  });
});

test.describe('SMS messages', () => {
  test('load more as the list scrolls, newest first, with dates as the product rules write them', async ({
    page,
  }) => {
    const alias = await aliasAsOwner(SALES_EAST);
    const sms = alias.sms_numbers[0]!;
    expect(sms.messages_count).toBeGreaterThan(100);
    await apiSignIn(page, 'owner', `/services/alias/${SALES_EAST}`);
    await page.getByRole('link', { name: plusOne(sms.number) }).click();
    const list = page.getByRole('list', { name: `Messages of ${plusOne(sms.number)}` });
    await expect(list.getByRole('listitem')).toHaveCount(25);
    await lookAt(page, 'services-sms-messages');
    // "22 November 2026 14:05": day, full month name, year, hours:minutes.
    const dates = await list.locator('time').allTextContents();
    expect(dates.length).toBeGreaterThan(0);
    for (const text of dates) expect(text).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4} \d{2}:\d{2}$/);
    const stamps = await list
      .locator('time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime')));
    expect(stamps).toEqual([...stamps].sort().reverse());

    let shown = 25;
    while (shown < sms.messages_count) {
      await list.getByRole('listitem').last().scrollIntoViewIfNeeded();
      shown = Math.min(shown + 25, sms.messages_count);
      await expect(list.getByRole('listitem')).toHaveCount(shown);
    }
    await expect(page.getByText('That is every message of this number.')).toBeVisible();
    await expect(
      page.getByText(`Showing ${sms.messages_count} of ${sms.messages_count} messages`),
    ).toBeVisible();
  });
});

test.describe('file sharing', () => {
  test('shares and file sizes; a 50 MB upload shows progress and completes; download; delete with confirm', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await apiSignIn(page, 'owner', `/services/alias/${SALES_EAST}`);
    await page.getByRole('link', { name: 'Open file sharing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'File sharing' })).toBeVisible();
    const shares = page.getByRole('navigation', { name: 'Shares' });
    await expect(shares.getByRole('link')).not.toHaveCount(0);
    // Sizes on the 1024 base with two decimals.
    await expect(page.getByRole('table', { name: /^Files in/ })).not.toHaveAttribute('aria-busy', 'true');
    const sizes = await page
      .getByRole('table', { name: /^Files in/ })
      .locator('td:nth-child(2)')
      .allTextContents();
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect(size).toMatch(/^\d+\.\d{2} (B|KB|MB|GB|TB)$/);
    await lookAt(page, 'services-filesharing');

    await page.getByRole('textbox', { name: 'New share' }).fill('QA uploads');
    await page.getByRole('button', { name: 'Create share' }).click();
    await expect(page.getByText('The share QA uploads is created.')).toBeVisible();
    await expect(shares.getByRole('link', { name: /QA uploads/ })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/share=\d+/);

    // Every value the progress bar shows, as the page renders it.
    await page.evaluate(() => {
      const seen: number[] = [];
      Object.assign(window, { __progress: seen });
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        const value = Number(bar?.getAttribute('aria-valuenow') ?? NaN);
        if (bar && seen[seen.length - 1] !== value) seen.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    // Playwright takes buffers under 50 MB only, so the generated 50 MB (1024 base) file goes to disk first.
    const big = testInfo.outputPath('big-50mb.bin');
    await writeFile(big, Buffer.alloc(50 * MB, 7));
    const started = Date.now();
    await page.getByLabel('Files to upload to QA uploads').setInputFiles(big);
    await expect(page.getByRole('progressbar', { name: 'Uploading big-50mb.bin' })).toBeVisible();
    const files = page.getByRole('table', { name: 'Files in QA uploads' });
    const row = files.getByRole('row', { name: /big-50mb\.bin/ });
    await expect(row).toContainText('50.00 MB', { timeout: 60_000 });
    const elapsed = Date.now() - started;
    const progress = await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
    testInfo.annotations.push({ type: 'upload-50mb-ms', description: String(elapsed) });
    testInfo.annotations.push({ type: 'upload-50mb-progress', description: progress.join(',') });
    console.log(`50 MB upload: ${elapsed} ms; progress values shown: ${progress.join(', ')}`);
    expect(
      progress.some((v) => v > 0 && v < 100),
      'a value between 0 and 100 was shown',
    ).toBe(true);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(shares.getByRole('link', { name: /QA uploads/ })).toContainText('1 file · 50.00 MB');

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Download big-50mb.bin' }).click();
    expect((await download).suggestedFilename()).toBe('big-50mb.bin');

    await row.getByRole('button', { name: 'Delete big-50mb.bin' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete big-50mb.bin?' });
    await expect(dialog).toBeVisible();
    await lookAt(page, 'services-filesharing-delete');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Delete big-50mb.bin' }).click();
    await dialog.getByRole('button', { name: 'Delete file' }).click();
    await expect(page.getByText('big-50mb.bin is deleted.')).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete share' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete share' }).click();
    await expect(shares.getByRole('link', { name: /QA uploads/ })).toHaveCount(0);
  });

  test('a failed upload can be retried without choosing the file again', async ({ page }) => {
    await apiSignIn(page, 'owner', `/services/alias/${SALES_EAST}/filesharing`);
    const shareName = (await page
      .getByRole('navigation', { name: 'Shares' })
      .getByRole('link')
      .first()
      .locator('span')
      .first()
      .textContent())!;
    // A server error, not a dropped connection: Chromium silently resends a request whose reused
    // keep-alive connection closes without an answer, so a single drop would not fail the upload.
    await mock.fault({ operationId: 'uploadSharedFile', status: 503 });
    await page.getByLabel(`Files to upload to ${shareName}`).setInputFiles({
      name: 'retry-me.csv',
      mimeType: 'text/csv',
      buffer: Buffer.alloc(2 * MB, 65),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'Upload failed' })).toBeVisible();
    await lookAt(page, 'services-filesharing-failed');
    await page.getByRole('button', { name: 'Retry uploading retry-me.csv' }).click();
    const row = page
      .getByRole('table', { name: `Files in ${shareName}` })
      .getByRole('row', { name: /retry-me\.csv/ });
    await expect(row).toContainText('2.00 MB');
    await expect(page.getByRole('alert').filter({ hasText: 'Upload failed' })).toHaveCount(0);
  });
});

// The services screens on a phone, and how they load and fail (docs/decisions/0011-domain-screen-pattern.md).
test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every services screen fits the width: sections wrap, tables scroll inside their card', async ({
    page,
  }) => {
    test.setTimeout(420_000);
    const alias = await aliasAsOwner(SALES_EAST);
    const base = `/services/alias/${SALES_EAST}`;
    const screens = [
      '/services/aliases',
      base,
      `${base}/edit`,
      `${base}/entity/general/edit`,
      `${base}/entity/socialaccount/${alias.social_accounts[0]!.id}/edit`,
      `${base}/desktop/add`,
      `${base}/desktop/${alias.virtual_desktops[0]!.id}`,
      `${base}/phone/add`,
      `${base}/phone/${alias.virtual_phones[0]!.id}`,
      `${base}/sms/add`,
      `${base}/sms/${alias.sms_numbers[0]!.number}`,
      `${base}/filesharing`,
    ];
    await apiSignIn(page, 'owner', '/dashboard');
    const widths: Record<string, number> = {};
    for (const path of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('route-pending')).toHaveCount(0);
      widths[path] = await page.evaluate(() => document.documentElement.scrollWidth);
    }
    console.log(`scrollWidth at 390 px: ${JSON.stringify(widths)}`);
    for (const path of screens) expect(widths[path], path).toBeLessThanOrEqual(390);

    await page.goto(base);
    await expect(page.getByRole('heading', { level: 1, name: 'sales-east' })).toBeVisible();
    await lookAt(page, 'services-alias-390');
    await page.goto(`${base}/filesharing`);
    await expect(page.getByRole('table', { name: /^Files in/ })).not.toHaveAttribute('aria-busy', 'true');
    await lookAt(page, 'services-filesharing-390');
  });
});

test.describe('loading and failure', () => {
  test('a slow alias shows the layout skeleton; a failed one says so and Try again loads it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await apiSignIn(page, 'owner', '/services/aliases');
    const link = page.getByRole('table', { name: 'Aliases' }).getByRole('link', { name: 'sales-east' });
    await expect(link).toBeVisible();

    // Slow: the skeleton inside the layout, then the alias.
    await mock.config({ latencyMs: 2_500 });
    await link.click();
    await expect(page.getByTestId('route-pending')).toBeVisible();
    await page.screenshot({ path: `${SCREENS_DIR}/services-alias-loading.png` });
    await expect(page.getByRole('heading', { level: 1, name: 'sales-east' })).toBeVisible({
      timeout: 20_000,
    });
    await mock.config({ latencyMs: 0 });

    // Failed: what went wrong and a way to try again, no half-empty page.
    await mock.fault({ operationId: 'getAlias', status: 500 });
    await page.goto(`/services/alias/${SALES_EAST}/edit`);
    const failure = page.getByTestId('route-error');
    await expect(failure).toBeVisible({ timeout: 20_000 });
    await expect(failure).toContainText('This page could not be loaded');
    await expect(page.getByRole('textbox', { name: 'Alias name' })).toHaveCount(0);
    await lookAt(page, 'services-alias-edit-failed');
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('textbox', { name: 'Alias name' })).toHaveValue('sales-east');
  });

  test('a new user is offered as primary user without a reload', async ({ page }) => {
    await apiSignIn(page, 'owner', `/services/alias/${SALES_EAST}/edit`);
    const primary = page.getByRole('combobox', { name: 'Primary user' });
    await primary.fill('Quinn');
    await expect(page.getByRole('option', { name: 'Quinn Newcomer' })).toHaveCount(0);
    await primary.press('Escape');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('link', { name: 'Add user' }).click();
    await page.getByRole('textbox', { name: 'First name' }).fill('Quinn');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Newcomer');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('quinn.newcomer@acme.test');
    await page.getByRole('button', { name: 'Add user' }).click();
    await expect(page.getByText(/^Quinn Newcomer is added/)).toBeVisible();

    // Back to the alias's edit form by links, so the query cache is the same one.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Aliases' }).click();
    await page.getByRole('table', { name: 'Aliases' }).getByRole('link', { name: 'sales-east' }).click();
    await page.getByRole('link', { name: 'Edit alias' }).click();
    await primary.fill('Quinn');
    await expect(page.getByRole('option', { name: 'Quinn Newcomer' })).toBeVisible();
  });
});
