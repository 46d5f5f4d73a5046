// @vitest-environment jsdom
// The audit logs and an entry (src/testing).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

const logsTable = () => screen.findByRole('table', { name: 'Audit log entries' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the audit logs', () => {
  it('lists the entries newest first with their organization and actor', async () => {
    await renderRoute('/admin/logs', { as: 'Administrator' });
    const table = await logsTable();
    await waitFor(() =>
      expect(bodyRows(table)[0]?.textContent).toContain('Richard Johnson stopped virtual desktop #13'),
    );
    expect(bodyRows(table)).toHaveLength(50);
  });

  it('narrows to one action, shown as a chip', async () => {
    await renderRoute('/admin/logs?action=role.update', { as: 'Administrator' });
    const table = await logsTable();
    await waitFor(() => expect(bodyRows(table)[0]?.textContent).toContain('role.update'));
    expect(bodyRows(table).filter((row) => !row.textContent?.includes('role.update'))).toHaveLength(0);
  });

  it('says when a search matches no entry', async () => {
    const { user } = await renderRoute('/admin/logs', { as: 'Administrator' });
    await logsTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search the audit logs' }), 'nothing-like-this');
    expect(await screen.findByText(/No entries match “nothing-like-this”/)).toBeTruthy();
  });

  it('shows a failed load with Try again, which loads the entries once the API answers', async () => {
    const { user, mock } = await renderRoute('/admin/logs', {
      as: 'Administrator',
      faults: [{ operationId: 'listAdminLogs', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for listAdminLogs')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await logsTable();
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
  });

  it('shows Support the entries and an entry', async () => {
    const { router } = await renderRoute('/admin/logs', { as: 'Support' });
    const table = await logsTable();
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    await router.navigate({ href: '/admin/logs/1' });
    expect(
      await screen.findByRole('heading', { name: 'Richard Johnson stopped virtual desktop #13', level: 1 }),
    ).toBeTruthy();
  });
});

describe('an audit log entry', () => {
  it('shows the entry and says when it changed no fields', async () => {
    await renderRoute('/admin/logs/1', { as: 'Administrator' });
    expect(
      await screen.findByRole('heading', { name: 'Richard Johnson stopped virtual desktop #13', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByText('desktop.stop')).toBeTruthy();
    expect(screen.getByText('No field changes recorded')).toBeTruthy();
  });

  it('shows a failed load with Try again', async () => {
    const { user, mock } = await renderRoute('/admin/logs/1', {
      as: 'Administrator',
      faults: [{ operationId: 'getAdminLog', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for getAdminLog')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Richard Johnson stopped virtual desktop #13', level: 1 }),
    ).toBeTruthy();
  });
});
