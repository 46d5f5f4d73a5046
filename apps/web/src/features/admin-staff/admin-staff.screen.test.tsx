// @vitest-environment jsdom
// The staff members list and a staff member's page (src/testing).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

const staffTable = () => screen.findByRole('table', { name: 'Staff members' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the staff members list', () => {
  it('lists the staff with their role, and a search narrows it', async () => {
    const { user, location } = await renderRoute('/admin/staff', { as: 'Administrator' });
    const table = await staffTable();
    expect(await within(table).findByRole('link', { name: 'Sam Whitaker' })).toBeTruthy();
    expect(bodyRows(table)).toHaveLength(5);
    await user.type(screen.getByRole('searchbox', { name: 'Search staff' }), 'priya');
    await waitFor(() => expect(location().search).toEqual({ search: 'priya' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(within(table).getByRole('link', { name: 'Priya Raman' })).toBeTruthy();
  });

  it('says when a search matches nobody', async () => {
    await renderRoute('/admin/staff?search=nobody-by-this-name', { as: 'Administrator' });
    expect(await screen.findByText('No staff members match “nobody-by-this-name”')).toBeTruthy();
  });

  it('shows a failed load with Try again, which loads the staff once the API answers', async () => {
    const { user, mock } = await renderRoute('/admin/staff', {
      as: 'Administrator',
      faults: [{ operationId: 'listStaff', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for listStaff')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(await staffTable()).findByRole('link', { name: 'Sam Whitaker' })).toBeTruthy();
  });
});

describe("a staff member's page", () => {
  it('refuses an empty last name on its field, then saves the new name with its version', async () => {
    const { user, mock } = await renderRoute('/admin/staff/2', { as: 'Administrator' });
    // With versions required the mock answers a save without `If-Match` 428: the save must still succeed.
    await mock.config({ requireIfMatch: true });
    expect(await screen.findByRole('heading', { name: 'Priya Raman', level: 1 })).toBeTruthy();
    const lastName = await screen.findByLabelText(/^Last name/);
    await waitFor(() => expect((lastName as HTMLInputElement).value).toBe('Raman'));
    await user.clear(lastName);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter the last name.')).toBeTruthy();
    await user.type(lastName, 'Raman-Lee');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Priya Raman-Lee', level: 1 })).toBeTruthy();
    expect(mock.state.db.staff.get(2)?.last_name).toBe('Raman-Lee');
  });

  it('shows Support a staff member read-only, without Save changes', async () => {
    await renderRoute('/admin/staff/1', { as: 'Support' });
    expect(await screen.findByRole('heading', { name: 'Sam Whitaker', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Details' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Last name/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});
