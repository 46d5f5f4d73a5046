// @vitest-environment jsdom
// The developer logs and an entry (src/testing).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

const devlogsTable = () => screen.findByRole('table', { name: 'Developer log entries' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the developer logs', () => {
  it('shows Support a page of 50 entries, newest first', async () => {
    await renderRoute('/admin/devlogs', { as: 'Support' });
    const table = await devlogsTable();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(50));
    expect(bodyRows(table)[0]?.textContent).toContain('Job finished in 1.2 s');
  });

  it('narrows to errors and above from one service, as the URL says', async () => {
    await renderRoute('/admin/devlogs?level=error&source=scheduler', { as: 'Administrator' });
    const table = await devlogsTable();
    await waitFor(() => expect(bodyRows(table)[0]?.textContent).toContain('scheduler'));
    expect(
      bodyRows(table).filter((row) => /\b(debug|info|warning)\b/.test(row.textContent ?? '')),
    ).toHaveLength(0);
    expect(bodyRows(table).filter((row) => !row.textContent?.includes('scheduler'))).toHaveLength(0);
  });

  it('says when a search matches no entry', async () => {
    await renderRoute('/admin/devlogs?search=nothing-like-this', { as: 'Administrator' });
    expect(await screen.findByText(/No entries match “nothing-like-this”/)).toBeTruthy();
  });

  it('shows a failed load with Try again, which loads the entries once the API answers', async () => {
    const { user, mock } = await renderRoute('/admin/devlogs', {
      as: 'Administrator',
      faults: [{ operationId: 'listDevLogs', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for listDevLogs')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await devlogsTable();
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
  });
});

describe('a developer log entry', () => {
  it('shows an error with its payload and stack trace, each with Copy', async () => {
    const { mock, router } = await renderRoute('/admin/devlogs', { as: 'Administrator' });
    await devlogsTable();
    const failed = mock.state.db.devLogs.find((entry) => Boolean(entry.stack_trace))!;
    await router.navigate({ href: `/admin/devlogs/${failed.id}` });
    expect(await screen.findByRole('heading', { name: 'Stack trace' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Payload text' }).textContent).toContain('"desktop_id":');
    expect(screen.getByRole('region', { name: 'Stack trace text' }).textContent).toContain('at Worker.run');
    expect(screen.getByRole('button', { name: 'Copy stack trace' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy payload' })).toBeTruthy();
  });

  it('says when an entry has no stack trace', async () => {
    await renderRoute('/admin/devlogs/1', { as: 'Administrator' });
    expect(await screen.findByText('This entry has no stack trace.')).toBeTruthy();
  });
});
