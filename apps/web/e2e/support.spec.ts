import type { Page } from '@playwright/test';

import { apiSignIn, expect, lookAt, mock, MOCK_URL, test } from './support/fixtures';
import { personas } from './support/personas';
import { clearAllFilters, filterChips, holdRequests } from './support/waits';

// Tickets, the audit log and the two help sections, through the browser against the stateful mock.

const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation' });
const messages = (page: Page) => conversation(page).getByRole('article');
const rows = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');
/**
 * Every row of the table shows `text`, retried until the filtered page is on screen (the previous page stays,
 * aria-busy, while the next one loads). An empty table fails: its "No results" row lacks the text.
 */
async function expectEveryRow(page: Page, table: string, text: string | RegExp) {
  await expect(page.getByRole('table', { name: table })).not.toHaveAttribute('aria-busy', 'true');
  await expect(rows(page, table).first()).toBeVisible();
  await expect(rows(page, table).filter({ hasNotText: text })).toHaveCount(0);
}

test.describe('tickets', () => {
  test('the helpdesk persona opens a ticket with a file, replies (shown at once), and closes it', async ({
    page,
  }) => {
    await apiSignIn(page, 'helpdesk', '/tickets');
    await expect(page).toHaveURL('/tickets');
    await expect(rows(page, 'Support tickets')).toHaveCount(25);
    await expect(page.getByText('Showing 1–25 of 30')).toBeVisible();
    await lookAt(page, 'tickets-list');

    await page.getByRole('link', { name: 'New ticket' }).click();
    await expect(page).toHaveURL('/tickets/add');
    // The form's own rules first: nothing is sent, the first missing field gets the focus.
    await page.getByRole('button', { name: 'Open ticket' }).click();
    await expect(page.getByText('Enter a subject.')).toBeVisible();
    await expect(page.getByText('Write a message.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Subject' })).toBeFocused();

    await page.getByRole('textbox', { name: 'Subject' }).fill('VPN drops every hour');
    await page.getByRole('button', { name: 'Normal' }).click();
    await page.getByRole('option', { name: 'Urgent' }).click();
    await page.getByRole('textbox', { name: 'Message' }).fill('Since Monday the VPN drops at the full hour.');
    await page.getByLabel('Add files').setInputFiles({
      name: 'vpn-trace.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'.repeat(2048)),
    });
    await expect(page.getByRole('list', { name: 'Files to attach' })).toContainText('vpn-trace.txt2.00 KB');
    await lookAt(page, 'ticket-new');
    await page.getByRole('button', { name: 'Open ticket' }).click();

    await expect(page).toHaveURL(/\/tickets\/\d+$/);
    const ticketUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: 'VPN drops every hour' })).toBeVisible();
    await expect(page.getByText(/Ticket #\d+ is open/)).toBeVisible();
    await expect(messages(page)).toHaveCount(1);
    await expect(messages(page).first()).toContainText('Henry Dawson');
    await expect(messages(page).first().getByRole('list', { name: 'Attachments' })).toContainText(
      'vpn-trace.txt2.00 KB',
    );
    // The stored file comes back as it was sent.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download vpn-trace.txt' }).click();
    expect((await download).suggestedFilename()).toBe('vpn-trace.txt');

    // A slow server shows that the reply is in the conversation before the server has answered.
    await page.getByRole('link', { name: 'Reply' }).click();
    await expect(page).toHaveURL(`${ticketUrl}/reply`);
    const releaseReply = await holdRequests(page, '**/api/tickets/*/replies', 'POST');
    await page.getByRole('textbox', { name: 'Message' }).fill('It dropped again at 10:00.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(messages(page)).toHaveCount(2);
    await expect(messages(page).last()).toContainText('It dropped again at 10:00.');
    await expect(messages(page).last()).toContainText('Sending…');
    await expect(page).toHaveURL(`${ticketUrl}/reply`);
    releaseReply();
    await expect(page).toHaveURL(ticketUrl);
    await expect(messages(page)).toHaveCount(2);
    await expect(messages(page).last()).not.toContainText('Sending…');
    await lookAt(page, 'ticket-details');

    await page.getByRole('button', { name: 'Close ticket' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Close this ticket?' });
    await expect(dialog).toBeVisible();
    await lookAt(page, 'ticket-close-confirm');
    await dialog.getByRole('button', { name: 'Close ticket' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The ticket is closed.')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Closed' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reply' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Close ticket' })).toHaveCount(0);
    await page.goto(`${ticketUrl}/reply`);
    await expect(page.getByText('This ticket is closed, so it takes no more replies.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send reply' })).toHaveCount(0);

    // The list shows the closed ticket under the Closed filter, kept in the URL.
    await page.getByRole('link', { name: 'Tickets', exact: true }).first().click();
    await page.getByRole('button', { name: 'Every status' }).click();
    await page.getByRole('option', { name: 'Closed' }).click();
    await expect(page).toHaveURL(/status=closed/);
    await expect(rows(page, 'Support tickets').first()).toContainText('VPN drops every hour');
    await expectEveryRow(page, 'Support tickets', 'Closed');
    await page.goBack();
    await expect(page).not.toHaveURL(/status=/);
    await expect(rows(page, 'Support tickets')).toHaveCount(25);
  });

  test('a reply the server refuses leaves the conversation as it was, says so, and keeps the text', async ({
    page,
  }) => {
    // Seeded ticket 4 is open (ticket 1 is closed and takes no replies).
    await apiSignIn(page, 'helpdesk', '/tickets/4/reply');
    await expect(messages(page).first()).toBeVisible();
    const before = await messages(page).count();
    await lookAt(page, 'ticket-reply');
    await mock.fault({ method: 'POST', path: '/tickets/4/replies', status: 500 });
    const releaseReply = await holdRequests(page, '**/api/tickets/4/replies', 'POST');
    await page.getByRole('textbox', { name: 'Message' }).fill('Any news on this one?');
    await page.getByRole('button', { name: 'Send reply' }).click();
    // At once in the conversation, then taken back out when the server says no.
    await expect(messages(page)).toHaveCount(before + 1);
    await expect(messages(page).last()).toContainText('Any news on this one?');
    releaseReply();
    await expect(page.getByText('Your reply was not sent')).toBeVisible();
    await expect(messages(page)).toHaveCount(before);
    await expect(conversation(page)).not.toContainText('Any news on this one?');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Any news on this one?');
    await expect(page).toHaveURL('/tickets/4/reply');

    // The same text goes through once the server is well again (the fault answered once).
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page).toHaveURL('/tickets/4');
    await expect(messages(page)).toHaveCount(before + 1);
    await expect(messages(page).last()).toContainText('Any news on this one?');
  });
});

test.describe('audit log', () => {
  test('filters change the URL and the results; Back restores the previous filter', async ({ page }) => {
    await apiSignIn(page, 'owner', '/logs');
    const table = 'Audit log entries';
    await expect(rows(page, table)).toHaveCount(50);
    await expect(page.getByText(/Showing 1–50 of 3\d\d/)).toBeVisible();
    await expect(page.getByText('You see your own activity only.')).toHaveCount(0);
    await lookAt(page, 'logs-list');

    await page.getByRole('button', { name: 'Any action' }).click();
    await page.getByRole('option', { name: 'User changed' }).click();
    await expect(page).toHaveURL(/action=user\.update/);
    await expect(rows(page, table).first()).toContainText('user.update');
    await expectEveryRow(page, table, 'user.update');
    const actionTotal = await page.getByText(/^Showing /).textContent();

    await page.getByLabel('From').fill('2026-11-01');
    await page.getByLabel('To').fill('2026-11-10');
    await expect(page).toHaveURL(/date_from=2026-11-01/);
    await expect(page).toHaveURL(/date_to=2026-11-10/);
    // Each filter is a chip, in words: the action's name, the days as the product writes dates.
    await expect(filterChips(page).getByRole('button', { name: /^Remove filter / })).toHaveText([
      'From: 1 November 2026',
      'To: 10 November 2026',
      'Action: User changed',
    ]);
    await expect(page.getByText(/^Showing /)).not.toHaveText(actionTotal ?? '');
    await expectEveryRow(page, table, 'user.update');
    await expectEveryRow(page, table, /\b([1-9]|10) November 2026\b/);

    // Back: first the "to" day goes, then the "from" day, and the results follow the URL.
    await page.goBack();
    await expect(page).not.toHaveURL(/date_to=/);
    await expect(page.getByLabel('To')).toHaveValue('');
    await page.goBack();
    await expect(page).not.toHaveURL(/date_from=/);
    await expect(page.getByText(/^Showing /)).toHaveText(actionTotal ?? '');
    await expect(page.getByRole('button', { name: 'Remove filter Action: User changed' })).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/action=/);
    await expect(rows(page, table)).toHaveCount(50);

    // The user filter searches the organisation's users.
    await page.getByRole('combobox', { name: 'User' }).fill('henry');
    await page.getByRole('option', { name: 'Henry Dawson' }).click();
    await expect(page).toHaveURL(/user_id=2\b/);
    await expectEveryRow(page, table, 'Henry Dawson');

    // The details: the full entry with its user agent and changes.
    // The entry opens from its time; the user it is about links to their page.
    await page.goto('/logs?action=user.update');
    await expect(rows(page, table).first().getByRole('link')).toHaveCount(2);
    await rows(page, table).first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/logs\/\d+$/);
    await expect(page.getByText('User agent')).toBeVisible();
    await expect(page.getByText(/Mozilla\/5\.0/)).toBeVisible();
    await expect(page.getByRole('table', { name: /Changed fields/ })).toContainText('status');
    await lookAt(page, 'log-details');
  });

  test('a user without the audit privilege sees their own entries, and the screen says why', async ({
    page,
  }) => {
    await apiSignIn(page, 'helpdesk', '/logs');
    await expect(page.getByText('You see your own activity only.')).toBeVisible();
    await expect(page.getByText('administrative:aduit_logs')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'User' })).toHaveCount(0);
    await expect(rows(page, 'Audit log entries').first()).toBeVisible();
    for (const row of await rows(page, 'Audit log entries').all())
      await expect(row).toContainText('Henry Dawson');
    await lookAt(page, 'logs-own');
  });

  test('with 5,000 entries the list pages on the server; times to first rows and per filter are measured', async ({
    page,
  }) => {
    await mock.reset('large');
    await apiSignIn(page, 'owner', '/logs');
    const table = 'Audit log entries';
    await expect(rows(page, table)).toHaveCount(50);
    await expect(page.getByText(/of 5,00\d/)).toBeVisible();

    // Marks set by the screen: 'logs:filter-change' when a filter is changed, 'logs:rows-shown' when the
    // rows for the current filter are rendered. Times are from the Performance API in the browser.
    const sinceLastChange = () =>
      page.evaluate(() => {
        const change = performance.getEntriesByName('logs:filter-change').at(-1);
        const shown = performance.getEntriesByName('logs:rows-shown').at(-1);
        return change && shown && shown.startTime >= change.startTime
          ? shown.startTime - change.startTime
          : null;
      });
    const firstRows = await page.evaluate(
      () => performance.getEntriesByName('logs:rows-shown')[0]?.startTime,
    );

    const changes: [string, () => Promise<void>][] = [
      [
        'action',
        async () => {
          await page.getByRole('button', { name: 'Any action' }).click();
          await page.getByRole('option', { name: 'Signed in', exact: true }).click();
        },
      ],
      ['from day', () => page.getByLabel('From').fill('2026-10-01')],
      ['page 2', () => page.getByRole('button', { name: 'Page 2' }).click()],
      ['user', () => rows(page, table).first().getByRole('button').click()],
      ['clear', () => clearAllFilters(page)],
    ];
    const timings: Record<string, number> = {
      'first rows (from navigation start)': Math.round(firstRows ?? -1),
    };
    for (const [name, change] of changes) {
      const before = await page.evaluate(() => performance.getEntriesByName('logs:rows-shown').length);
      await change();
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName('logs:rows-shown').length))
        .toBeGreaterThan(before);
      await expect(page.getByRole('table', { name: table })).not.toHaveAttribute('aria-busy', 'true');
      timings[name] = Math.round((await sinceLastChange()) ?? -1);
    }
    // Only one page of rows is ever in the DOM.
    expect(await rows(page, table).count()).toBeLessThanOrEqual(50);
    for (const [name, ms] of Object.entries(timings)) {
      test.info().annotations.push({ type: 'timing', description: `${name}: ${ms} ms` });
      expect(ms, `${name} was measured`).toBeGreaterThanOrEqual(0);
    }
    console.log(`logs timings (large seed): ${JSON.stringify(timings)}`);
  });
});

test.describe('help', () => {
  test('folders, articles, breadcrumbs and a title search in best practices', async ({ page }) => {
    await apiSignIn(page, 'readonly', '/bestpractices');
    await expect(page.getByRole('heading', { level: 1, name: 'Best practices' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Security' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Best practices at a glance' })).toBeVisible();
    await lookAt(page, 'bestpractices-home');

    await page.getByRole('link', { name: 'Security' }).click();
    await expect(page).toHaveURL('/bestpractices/folder/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    await page.getByRole('link', { name: 'Security: advanced' }).click();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toHaveText(/Best practices\s*\/\s*Security\s*\/\s*Security: advanced/);
    await lookAt(page, 'bestpractices-folder');

    // The search matches titles only: every article's text says "console", no title does.
    await page.getByRole('searchbox', { name: 'Search best practices by title' }).fill('console');
    await expect(page).toHaveURL('/bestpractices?search=console');
    await expect(page.getByText('No article title matches “console”')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search best practices by title' }).fill('password');
    await expect(page).toHaveURL('/bestpractices?search=password');
    await expect(page.getByRole('heading', { name: '1 article found' })).toBeVisible();
    await page.getByRole('link', { name: 'Choosing strong passwords' }).click();

    await expect(page).toHaveURL(/\/bestpractices\/article\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choosing strong passwords' })).toBeVisible();
    await expect(crumbs).toHaveText(/Best practices\s*\/\s*Security\s*\/\s*Choosing strong passwords/);
    await expect(page.getByRole('link', { name: 'the documentation' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await lookAt(page, 'bestpractices-article');
    await crumbs.getByRole('link', { name: 'Security' }).click();
    await expect(page).toHaveURL('/bestpractices/folder/1');
  });

  test('the user guide is the same screens for its own section; a folder of the other section is not found', async ({
    page,
  }) => {
    await apiSignIn(page, 'aliases', '/userguide');
    await expect(page.getByRole('heading', { level: 1, name: 'User guide' })).toBeVisible();
    await page.getByRole('link', { name: 'Getting started', exact: true }).click();
    await expect(page).toHaveURL('/userguide/folder/7');
    await expect(page.getByRole('link', { name: 'Signing in' })).toBeVisible();
    await lookAt(page, 'userguide-folder');
    await page.goto('/userguide/folder/1');
    await expect(page).toHaveURL('/notfound');
  });

  test.describe('with the Content-Security-Policy switched off, so only the sanitiser stands in the way', () => {
    test.use({ bypassCSP: true });

    test('a hostile article renders its text and runs none of its script, handlers or script links', async ({
      page,
    }) => {
      // The article made of hostile HTML is in the hostile seed only (the default user guide ships none).
      await mock.reset('hostile');
      await apiSignIn(page, 'readonly', '/userguide?search=embedding');
      await page.getByRole('link', { name: 'Embedding media in articles' }).click();
      const article = page.locator('main');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Embedding media in articles' }),
      ).toBeVisible();
      await expect(article.getByText('Images are shown inline.')).toBeVisible();
      await expect(article.getByText('Scripts are never run.')).toBeVisible();
      await expect(article.getByRole('img', { name: 'Broken image' })).toBeAttached();

      // Give every payload its chance: the image has failed to load, the paragraph is hovered, the link clicked.
      await expect
        .poll(() =>
          article
            .getByRole('img', { name: 'Broken image' })
            .evaluate((img: HTMLImageElement) => img.complete),
        )
        .toBe(true);
      await article.getByText('Scripts are never run.').hover();
      await article.getByText('A link that runs nothing').click();
      await expect(article.locator('script, [onerror], [onmouseover], a[href^="javascript"]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __helpXss?: string[] }).__helpXss)).toBeUndefined();
      await lookAt(page, 'userguide-hostile-article');

      // Control: the same payload, unsanitised, does leave its mark in this page (so the check above can fail).
      const articleId = new URL(page.url()).pathname.split('/').at(-1);
      const { access_token: token } = await (
        await fetch(`${MOCK_URL}/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(personas.readonly),
        })
      ).json();
      const raw = await (
        await fetch(`${MOCK_URL}/help/userguide/articles/${articleId}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json();
      await page.evaluate((html: string) => {
        const box = document.createElement('div');
        box.innerHTML = html;
        document.body.append(box);
      }, raw.content as string);
      await expect
        .poll(() => page.evaluate(() => (window as { __helpXss?: string[] }).__helpXss))
        .toContain('onerror');
    });
  });
});
