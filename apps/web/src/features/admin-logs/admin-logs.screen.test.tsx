// @vitest-environment jsdom
// The audit logs and an entry (src/testing).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { type RenderedRoute, renderRoute } from '~/testing';

/** The seed's newest entry (the first written): a console user's, about a record of their organisation. */
const newest = (mock: RenderedRoute['mock']) => mock.state.db.logs.get(1)!;

const logsTable = () => screen.findByRole('table', { name: 'Audit log entries' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the audit logs', () => {
  it('lists the entries newest first with their organization and actor', async () => {
    const { mock } = await renderRoute('/admin/logs', { as: 'Administrator' });
    const table = await logsTable();
    expect(newest(mock).description).toMatch(/^Richard Johnson stopped virtual desktop \S/);
    await waitFor(() => expect(bodyRows(table)[0]?.textContent).toContain(newest(mock).description));
    // The rows past the first screenful come in the table's second pass.
    await waitFor(() => expect(bodyRows(table)).toHaveLength(50));
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
    const { router, mock } = await renderRoute('/admin/logs', { as: 'Support' });
    const table = await logsTable();
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    await router.navigate({ href: '/admin/logs/1' });
    expect(await screen.findByRole('heading', { name: newest(mock).description, level: 1 })).toBeTruthy();
  });
});

describe('an audit log entry', () => {
  it('shows the entry and says when it changed no fields', async () => {
    const { mock } = await renderRoute('/admin/logs/1', { as: 'Administrator' });
    expect(await screen.findByRole('heading', { name: newest(mock).description, level: 1 })).toBeTruthy();
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
    expect(await screen.findByRole('heading', { name: newest(mock).description, level: 1 })).toBeTruthy();
  });
});

describe("an entry's target in the staff audit logs", () => {
  it('links what an entry is about to its staff page, and says what has no page of its own', async () => {
    const { mock, router } = await renderRoute('/admin/dashboard', { as: 'Support' });
    const { db } = mock.state;
    const karen = db.users.find((u) => u.first_name === 'Karen' && u.last_name === 'Rossi')!;
    const role = db.roles.find((r) => r.org_id === 1 && r.name === 'Team lead')!;
    const entry = (at: string, type: string, target: { id: number; name: string }, words: string) =>
      db.logs.insert({
        org_id: 1,
        user_id: null,
        staff_id: 1,
        user_full_name: null,
        staff_full_name: 'Sam Whitaker',
        action: `${type}.update`,
        description: `Sam Whitaker ${words}`,
        target_type: type,
        target_id: target.id,
        target_name: target.name,
        ip_address: null,
        user_agent: null,
        changes: {},
        created_at: at,
      });
    entry('2030-01-03T00:00:00.000Z', 'user', { id: karen.id, name: 'Karen Rossi' }, 'updated Karen Rossi');
    entry('2030-01-02T00:00:00.000Z', 'organization', { id: 1, name: 'Acme Corp' }, 'renamed Acme Corp');
    entry('2030-01-01T00:00:00.000Z', 'role', { id: role.id, name: 'Team lead' }, 'updated role Team lead');
    await router.navigate({ href: '/admin/logs?organization_id=1' });
    const table = await logsTable();
    await waitFor(() =>
      expect(bodyRows(table)[0]?.textContent).toContain('Sam Whitaker updated Karen Rossi'),
    );
    const [user, org, orgRole] = bodyRows(table);
    expect(within(user!).getByRole('link', { name: 'Karen Rossi' }).getAttribute('href')).toBe(
      `/admin/users/${karen.id}`,
    );
    expect(within(org!).getByRole('link', { name: 'Acme Corp' }).getAttribute('href')).toBe(
      '/admin/organizations/1',
    );
    // An organisation's own role has no staff page: named, not linked; the time still opens the entry.
    expect(orgRole?.textContent).toContain('Sam Whitaker updated role Team lead');
    expect(
      within(orgRole!)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([expect.stringMatching(/^\/admin\/logs\/\d+$/)]);
  });
});
