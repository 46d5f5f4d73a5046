// @vitest-environment jsdom
// The audit log and one entry, rendered by the app's router on the in-process mock (src/testing).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { type RenderedRoute, renderRoute } from '~/testing';

const logTable = () => screen.findByRole('table', { name: 'Audit log entries' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the audit log', () => {
  it("lists the organization's entries fifty at a time, for the owner with no notice", async () => {
    await renderRoute('/logs');
    const table = await logTable();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(50));
    expect(screen.getByText(/^Showing 1–50 of 3\d\d$/)).toBeTruthy();
    expect(screen.queryByText(/You see your own activity only\./)).toBeNull();
    expect(screen.getByRole('combobox', { name: 'User' })).toBeTruthy();
  });

  it('shows a person without the audit privilege their own entries, and says why', async () => {
    await renderRoute('/logs', { as: 'helpdesk' });
    expect(await screen.findByText(/You see your own activity only\./)).toBeTruthy();
    expect(screen.getByText(/administrative:aduit_logs/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'User' })).toBeNull();
    const table = await logTable();
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    for (const row of bodyRows(table)) expect(row.textContent).toContain('Henry Dawson');
  });

  it('says when the filters match nothing, and Show all entries clears them', async () => {
    const { user, location } = await renderRoute('/logs?date_from=2001-01-01&date_to=2001-01-02');
    expect(await screen.findByText('No entries match these filters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all entries' }));
    await waitFor(async () => expect(bodyRows(await logTable())).toHaveLength(50));
    expect(location().search).toEqual({});
  });

  it('says a backwards day range instead of "no entries", and Swap the dates turns it round', async () => {
    const { user, location } = await renderRoute('/logs?date_from=2026-11-20&date_to=2026-11-10');
    expect(await screen.findByText(/The date range is backwards/)).toBeTruthy();
    expect(screen.queryByText('No entries match these filters')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Swap the dates' }));
    await waitFor(() =>
      expect(location().search).toMatchObject({ date_from: '2026-11-10', date_to: '2026-11-20' }),
    );
    expect(screen.queryByText(/The date range is backwards/)).toBeNull();
  });

  it('shows a failed load with Try again, which loads the entries once the API answers', async () => {
    const { user, mock } = await renderRoute('/logs', {
      faults: [{ operationId: 'listLogs', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for listLogs')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(bodyRows(await logTable())).toHaveLength(50));
  });
});

describe('an audit-log entry', () => {
  it('shows the full entry with its user agent and changed fields', async () => {
    const { user, location } = await renderRoute('/logs?action=user.update');
    const table = await logTable();
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    // The entry's time opens it.
    await user.click(within(bodyRows(table)[0]!).getAllByRole('link')[0]!);
    await waitFor(() => expect(location().pathname).toMatch(/^\/logs\/\d+$/));
    expect(await screen.findByText('User agent')).toBeTruthy();
    expect(screen.getByText(/Mozilla\/5\.0/)).toBeTruthy();
    expect(within(screen.getByRole('table', { name: /Changed fields/ })).getByText('status')).toBeTruthy();
  });

  it('shows a failed load with Try again, which loads the entry', async () => {
    const { user } = await renderRoute('/logs/331', {
      faults: [{ operationId: 'getLog', status: 500, times: 1 }],
    });
    const panel = await screen.findByTestId('route-error');
    expect(panel.textContent).toContain('This page could not be loaded');
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByTestId('route-error')).toBeNull());
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });
});

/** Two entries by Henry Dawson, newer than the seed's: he updated Karen Rossi, and deleted someone since gone. */
function henrysEntries(mock: RenderedRoute['mock']) {
  const { db } = mock.state;
  const henry = db.users.find((u) => u.email === 'helpdesk@acme.test')!;
  const karen = db.users.find((u) => u.first_name === 'Karen' && u.last_name === 'Rossi')!;
  const entry = (at: string, action: string, target: { id: number; name: string }, words: string) =>
    db.logs.insert({
      org_id: henry.org_id,
      user_id: henry.id,
      staff_id: null,
      user_full_name: 'Henry Dawson',
      staff_full_name: null,
      action,
      description: `Henry Dawson ${words} ${target.name}`,
      target_type: 'user',
      target_id: target.id,
      target_name: target.name,
      ip_address: '203.0.113.9',
      user_agent: null,
      changes: {},
      created_at: at,
    });
  const updated = entry(
    '2030-01-02T10:00:00.000Z',
    'user.update',
    { id: karen.id, name: 'Karen Rossi' },
    'updated',
  );
  const deleted = entry(
    '2030-01-01T10:00:00.000Z',
    'user.delete',
    { id: 999_999, name: 'Marta Gone' },
    'deleted',
  );
  return { karen, updated, deleted };
}

describe("an entry's target", () => {
  it('links the name of what an entry is about to its page, and the time to the entry', async () => {
    const { mock, router } = await renderRoute('/dashboard');
    const { karen, updated } = henrysEntries(mock);
    await router.navigate({ href: '/logs' });
    const table = await logTable();
    await waitFor(() =>
      expect(bodyRows(table)[0]?.textContent).toContain('Henry Dawson updated Karen Rossi'),
    );
    const [first, second] = bodyRows(table);
    const name = within(first!).getByRole('link', { name: 'Karen Rossi' });
    expect(name.getAttribute('href')).toBe(`/users/${karen.id}`);
    expect(name.closest('td')?.textContent).toBe('Henry Dawson updated Karen Rossi');
    expect(within(first!).getAllByRole('link')[0]?.getAttribute('href')).toBe(`/logs/${updated.id}`);
    // Someone deleted since is named, not linked.
    expect(second?.textContent).toContain('Henry Dawson deleted Marta Gone');
    expect(within(second!).queryByRole('link', { name: 'Marta Gone' })).toBeNull();
  });

  it('names it without a link for whoever may not open it', async () => {
    const { mock, router } = await renderRoute('/dashboard', { as: 'helpdesk' });
    henrysEntries(mock);
    await router.navigate({ href: '/logs' });
    const table = await logTable();
    await waitFor(() =>
      expect(bodyRows(table)[0]?.textContent).toContain('Henry Dawson updated Karen Rossi'),
    );
    expect(within(bodyRows(table)[0]!).queryByRole('link', { name: 'Karen Rossi' })).toBeNull();
  });

  it("shows it on the entry's page: linked, with its kind and number, or said to be deleted", async () => {
    const { mock, router } = await renderRoute('/dashboard');
    const { karen, updated, deleted } = henrysEntries(mock);
    await router.navigate({ href: `/logs/${updated.id}` });
    const target = (await screen.findByText('Target')).nextElementSibling as HTMLElement;
    expect(within(target).getByRole('link', { name: 'Karen Rossi' }).getAttribute('href')).toBe(
      `/users/${karen.id}`,
    );
    expect(target.textContent).toBe(`Karen Rossi (user #${karen.id})`);
    await router.navigate({ href: `/logs/${deleted.id}` });
    await waitFor(() =>
      expect((screen.getByText('Target').nextElementSibling as HTMLElement).textContent).toBe(
        'Marta Gone (user #999999, since deleted)',
      ),
    );
  });
});
