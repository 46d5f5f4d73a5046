// @vitest-environment jsdom
// The users list and a user's edit page, rendered by the app's router on the in-process mock (src/testing).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

const usersTable = () => screen.findByRole('table', { name: 'Users of the organization' });
/** The table's body rows (the header row left out). */
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the users list', () => {
  it("lists the organization's users, a page at a time", async () => {
    await renderRoute('/users');
    const table = await usersTable();
    expect(await within(table).findByRole('link', { name: 'Henry Dawson' })).toBeTruthy();
    expect(bodyRows(table)).toHaveLength(25);
    expect(screen.getByText('Showing 1–25 of 40')).toBeTruthy();
  });

  it('says when a search matches nothing, and clears it', async () => {
    const { user, location } = await renderRoute('/users?search=nobody-by-this-name');
    expect(await screen.findByText('No users match “nobody-by-this-name”')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await within(await usersTable()).findByRole('link', { name: 'Henry Dawson' })).toBeTruthy();
    expect(location().search).toEqual({});
  });

  it('shows a failed load with Try again, which loads the list once the API answers', async () => {
    const { user, mock } = await renderRoute('/users', {
      faults: [{ operationId: 'listUsers', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for listUsers')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(await usersTable()).findByRole('link', { name: 'Henry Dawson' })).toBeTruthy();
  });

  it('offers a read-only person no Add, no row menu, no links and no selection', async () => {
    await renderRoute('/users', { as: 'readonly' });
    const table = await usersTable();
    expect(await within(table).findByText('Henry Dawson')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add user' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Actions for/ })).toHaveLength(0);
    expect(within(table).queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it("keeps the Account Owner's Delete off, and leaves them out of a bulk Deactivate before asking", async () => {
    const { user, mock, requests } = await renderRoute('/users?search=olivia');
    await user.click(await screen.findByRole('button', { name: 'Actions for Olivia Bennett' }));
    const remove = await screen.findByRole('menuitem', { name: 'Delete (not the Account Owner)' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('checkbox', { name: /Olivia Bennett/ }));
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    // Nothing is sent and nothing asked: the bar says why.
    expect(
      await screen.findByText('Nothing to deactivate: Olivia Bennett is the Account Owner.'),
    ).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    expect(mock.state.db.users.find((u) => u.is_primary_user && u.org_id === 1)?.status).toBe(true);
  });

  it('shows a filter of the URL as a chip, and Clear all takes it off the URL', async () => {
    const { user, location } = await renderRoute('/users?status=false');
    const chips = await screen.findByRole('group', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove filter Status: Inactive' })).toBeTruthy();
    expect(await within(await usersTable()).findByText('Ivan Petrov')).toBeTruthy();
    await user.click(within(chips).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(location().search).toEqual({}));
    expect(screen.queryByRole('group', { name: 'Active filters' })).toBeNull();
  });
});

describe("a user's edit page", () => {
  it('saves a change with its version (versions required) and says so', async () => {
    const { user, mock } = await renderRoute('/users/2');
    // With versions required the mock answers a save without `If-Match` 428: the save must still succeed.
    await mock.config({ requireIfMatch: true });
    const first = await screen.findByRole('textbox', { name: /First name/ });
    await user.clear(first);
    await user.type(first, 'Versioned');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/^Changes to Versioned .* are saved\.$/)).toBeTruthy();
  });

  it("loads the user, and shows the mock's 422 on its field with the input kept", async () => {
    const { user, location } = await renderRoute('/users/2');
    const email = await screen.findByRole('textbox', { name: /E-mail/ });
    expect((email as HTMLInputElement).value).toBe('helpdesk@acme.test');
    const first = screen.getByRole('textbox', { name: /First name/ });
    await user.clear(first);
    await user.type(first, 'Harry');
    await user.clear(email);
    await user.type(email, 'readonly@acme.test');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('A user with this e-mail already exists.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect((email as HTMLInputElement).value).toBe('readonly@acme.test');
    expect((first as HTMLInputElement).value).toBe('Harry');
    expect(location().pathname).toBe('/users/2');
  });
});

describe('the add user page', () => {
  it('checks the client rules, keeps the input and the roles on a 422, then adds the user', async () => {
    const { user, location, mock } = await renderRoute('/users/add');
    const addButton = await screen.findByRole('button', { name: 'Add user' });
    await user.click(addButton);
    expect(await screen.findByText('Enter the first name.')).toBeTruthy();
    const first = screen.getByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(document.activeElement).toBe(first));

    await user.type(first, 'Grace');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Hopper');
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    await user.type(email, 'helpdesk@acme.test');
    const auditor = await screen.findByRole('checkbox', { name: /Auditor/ });
    await user.click(auditor);
    await user.click(addButton);
    expect(await screen.findByText('A user with this e-mail already exists.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect((auditor as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('switch', { name: 'Active' }).getAttribute('aria-checked')).toBe('true');

    await user.clear(email);
    await user.type(email, 'grace.hopper@acme.test');
    await user.click(addButton);
    await waitFor(() => expect(location().pathname).toMatch(/^\/users\/\d+$/));
    const added = mock.state.db.users.find((u) => u.email === 'grace.hopper@acme.test');
    expect(added?.status).toBe(true);
    expect(added?.role_ids).toHaveLength(1);
  });
});
