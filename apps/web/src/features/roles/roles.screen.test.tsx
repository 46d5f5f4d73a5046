// @vitest-environment jsdom
// The roles list and the edit-role screen, rendered by the app's router on the in-process mock (src/testing).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

describe('the roles list screen', () => {
  it('lists the roles, searches them and says when none match', async () => {
    const { user, location } = await renderRoute('/roles');
    expect((await screen.findByRole('link', { name: 'Auditor' })).getAttribute('href')).toBe('/roles/7');
    expect(within(screen.getByRole('table')).getByText('Team lead')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search roles' }), 'zzz{Enter}');
    expect(await screen.findByText('No roles match “zzz”')).toBeTruthy();
    expect(location().search).toMatchObject({ search: 'zzz' });
  });

  it('offers no links, row menu or Add to someone who may only see roles', async () => {
    await renderRoute('/roles', { as: 'readonly' });
    // The name is text, not a link to a page they could not act on.
    expect(await screen.findByText('Auditor')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Auditor' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for Auditor' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add role' })).toBeNull();
  });

  it('sends someone without the privilege to the unauthorized page before asking for the roles', async () => {
    const { location, requests } = await renderRoute('/roles', { as: 'helpdesk' });
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeTruthy();
    expect(location().pathname).toBe('/unauthorized');
    // The route's guard, not the API's 403 (which would land there too).
    expect(requests.filter((r) => r.path.startsWith('/roles'))).toEqual([]);
  });
});

describe('the edit-role screen', () => {
  it('keeps Save off until something changed, then saves with its version and goes to the role', async () => {
    const { user, location, mock } = await renderRoute('/roles/7/edit');
    // With versions required the mock answers a save without `If-Match` 428: the save must still succeed.
    await mock.config({ requireIfMatch: true });
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect((name as HTMLInputElement).value).toBe('Auditor');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await user.clear(name);
    await user.type(name, 'Auditors');
    expect(save.hasAttribute('disabled')).toBe(false);
    await user.click(save);

    expect(await screen.findByRole('heading', { name: 'Auditors' })).toBeTruthy();
    expect(location().pathname).toBe('/roles/7');
    expect(mock.state.db.roles.get(7)?.name).toBe('Auditors');
  });

  it('opens a predefined role read-only: it says why, and offers no Save', async () => {
    await renderRoute('/roles/5/edit');
    expect(await screen.findByText(/Administrator is a predefined role/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Name/ })).toBeNull();
  });

  it("shows the server's refusal of a name on the name field and stays", async () => {
    const { user, location } = await renderRoute('/roles/7/edit');
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Helpdesk');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A role with this name already exists.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect((name as HTMLInputElement).value).toBe('Helpdesk');
    expect(location().pathname).toBe('/roles/7/edit');
  });
});
