// @vitest-environment jsdom
// The list exports as a person meets them (src/testing): which lists offer Export, the dialog saying how many rows
// before it starts, the selected rows or all matching, a file named after what narrows it, JSON keyed by fields.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

// The file the app saves, caught where it leaves: the object URL it makes of the data and the link it clicks.
// (No module mock: screen tests share their worker's modules, docs/testing.md.)
const saved: Array<{ name: string; text: Promise<string> }> = [];
let pending: Blob | null = null;
const catchDownload = (event: Event) => {
  const link = event.target;
  if (link instanceof HTMLAnchorElement && link.download && pending) {
    event.preventDefault();
    saved.push({ name: link.download, text: pending.text() });
    pending = null;
  }
};
// Put back after each test: the worker's other screen-test files run after this one.
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    pending = blob as Blob;
    return 'blob:export';
  };
  URL.revokeObjectURL = () => undefined;
  document.addEventListener('click', catchDownload, true);
});
afterEach(() => {
  document.removeEventListener('click', catchDownload, true);
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  saved.splice(0);
});

const DAY = /-\d{4}-\d{2}-\d{2}\./;

describe('the lists a manager or an auditor reports from', () => {
  it.each([
    ['/logs', 'owner', 'Audit log entries'],
    ['/roles', 'owner', 'Roles'],
    ['/services/aliases', 'owner', 'Aliases'],
    ['/admin/users', 'Support', 'Users'],
    ['/admin/aliases', 'Support', 'Aliases'],
    ['/admin/services/virtualdesktops', 'Support', 'Virtual desktops'],
    ['/admin/logs', 'Support', 'Audit log entries'],
  ] as const)('%s offers Export, and its dialog says how many rows first', async (url, as, caption) => {
    const { user } = await renderRoute(url, { as });
    const table = await screen.findByRole('table', { name: new RegExp(caption) });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/^[\d,]+ \w[\w ]* in \d+ columns, with the filters and sort of the list\.$/),
    ).toBeTruthy();
  });
});

describe('an export of the users', () => {
  it('exports the selected rows, named so, with JSON keyed by field names', async () => {
    const { user } = await renderRoute('/users?status=true');
    const table = await screen.findByRole('table', { name: 'Users of the organization' });
    await user.click(await within(table).findByRole('checkbox', { name: 'Select Henry Dawson' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select Karen Rossi' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('radio', { name: 'The 2 users selected' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(within(dialog).getByText('2 users in 6 columns, as selected.')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: /^JSON/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toMatch(/^users-selected-\d{4}-\d{2}-\d{2}\.json$/);
    const records = JSON.parse(await (saved[0]?.text ?? '')) as Array<Record<string, unknown>>;
    expect(records.map((r) => r.full_name).sort()).toEqual(['Henry Dawson', 'Karen Rossi']);
    expect(Object.keys(records[0] ?? {})).toEqual([
      'full_name',
      'email',
      'status',
      'roles',
      'last_seen',
      'created_at',
    ]);
  });

  it('exports all matching when chosen, the file named after the filter', async () => {
    const { user } = await renderRoute('/users?status=true');
    const table = await screen.findByRole('table', { name: 'Users of the organization' });
    await user.click(await within(table).findByRole('checkbox', { name: 'Select Henry Dawson' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /^All [\d,]+ matching$/ }));
    expect(
      within(dialog).getByText(/^[\d,]+ users in 6 columns, with the filters and sort of the list\.$/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toMatch(new RegExp(`^users-status-active${DAY.source}csv$`));
    const lines = (await (saved[0]?.text ?? '')).trim().split('\r\n');
    expect(lines[0]).toBe('Name,E-mail,Status,Roles,Last seen,Created');
    expect(lines.slice(1).every((line) => line.includes(',Active,'))).toBe(true);
  });
});

describe('an export of the tickets', () => {
  it('has the ticket number as a column of its own', async () => {
    const { user } = await renderRoute('/tickets');
    await screen.findByRole('table', { name: 'Support tickets' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [header, first] = (await (saved[0]?.text ?? '')).split('\r\n');
    expect(header?.startsWith('Number,Subject,')).toBe(true);
    expect(first).toMatch(/^\d+,[^#]/);
  });
});
