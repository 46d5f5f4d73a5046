// @vitest-environment jsdom
// A saved view's name that is taken, as a person meets it (src/testing): said once, on the name field, with what
// was typed kept (docs/product-rules.md#columns-and-views).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

import { openViewsMenu, storeView } from './views-screen-steps';

const TAKEN = 'You already have a view named “Newest first” here.';
/** The refusal anywhere on screen, in any words around it (a toast would start with "name: "). */
const ANYWHERE = /already have a view named/;

/** The field's input is marked invalid and described by the message, which nothing else on screen repeats. */
function expectSaidOnceOn(input: HTMLElement) {
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const described = (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id));
  expect(described.map((el) => el?.textContent)).toContain(TAKEN);
  expect(screen.getAllByText(ANYWHERE)).toHaveLength(1);
}

describe('a view name that is taken', () => {
  it('is said once, on the name field of "Save current view", and the typed name is kept', async () => {
    const { user } = await renderRoute('/users?status=false');
    await openViewsMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save current view' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'newest FIRST');
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expectSaidOnceOn(name);
    expect((name as HTMLInputElement).value).toBe('newest FIRST');

    // A toast raised with the refusal would still be on screen when the next one shows: it never was.
    await user.clear(name);
    await user.type(name, 'Inactive people');
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(await screen.findByText('The view “Inactive people” is saved.')).toBeTruthy();
    expect(screen.queryByText(ANYWHERE)).toBeNull();
  });

  it('is said once, on the field of a rename, and the typed name is kept', async () => {
    // Saved on another day: the list reads it when it opens.
    const { user, mock, router } = await renderRoute('/dashboard');
    storeView(mock.state.db, { name: 'Inactive people', search: { status: false } });
    await router.navigate({ to: '/users' });
    await openViewsMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Rename or delete views…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your views of this list' });
    await user.click(within(dialog).getByRole('button', { name: 'Rename Inactive people' }));
    const name = within(dialog).getByRole('textbox', { name: 'New name for “Inactive people”' });
    await user.clear(name);
    await user.type(name, 'Newest First');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expectSaidOnceOn(name);
    expect((name as HTMLInputElement).value).toBe('Newest First');

    await user.clear(name);
    await user.type(name, 'Not active');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('The view is renamed “Not active”.')).toBeTruthy();
    expect(screen.queryByText(ANYWHERE)).toBeNull();
  });

  it('refuses the name the list keeps for the person’s columns, on the field, before asking the server', async () => {
    const { user, requests } = await renderRoute('/users');
    await openViewsMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save current view' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, ' ~Columns');
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(dialog).getByText('This name is kept for the list’s columns; choose another.'),
    ).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST' && r.path.includes('list-views'))).toEqual([]);
  });
});
