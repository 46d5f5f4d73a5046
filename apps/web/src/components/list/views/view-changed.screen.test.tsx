// @vitest-environment jsdom
// An applied saved view that the person changed: the list says so under the toolbar and in the Views menu, and
// offers "Update view" next to "Save as new view…" (docs/product-rules.md#columns-and-views).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { type RenderedRoute, renderRoute } from '~/testing';

import { openViewsMenu, storeView } from './views-screen-steps';

/** The users list with the owner's view "Active users" (active users, by name) applied from the menu. */
async function withActiveUsersApplied() {
  const screenTest = await renderRoute('/dashboard');
  const view = storeView(screenTest.mock.state.db, { name: 'Active users', search: { status: true } });
  await screenTest.router.navigate({ to: '/users' });
  await openViewsMenu(screenTest.user);
  await screenTest.user.click(await screen.findByRole('menuitem', { name: 'Active users' }));
  await waitFor(() => expect(screenTest.location().search).toEqual({ status: true }));
  expect(await screen.findByText('Active users', { selector: 'p > span' })).toBeTruthy();
  return { ...screenTest, view };
}

/** The line under the toolbar: "View: Active users", with " (changed)" once the list differs from it. */
const viewLine = () =>
  [...document.querySelectorAll('p')].find((p) => p.textContent.startsWith('View: '))?.textContent ?? null;

async function sortByEmail({ user }: RenderedRoute) {
  const table = await screen.findByRole('table', { name: 'Users of the organization' });
  await user.click(within(table).getByRole('button', { name: /^E-mail/ }));
}

async function menuItems(user: RenderedRoute['user']) {
  await openViewsMenu(user);
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
}

describe('an applied view, changed', () => {
  it('is said to be changed, and "Update view" keeps the change in it', async () => {
    const screenTest = await withActiveUsersApplied();
    const { user, mock, view } = screenTest;
    expect(viewLine()).toBe('View: Active users');
    await sortByEmail(screenTest);
    await waitFor(() => expect(viewLine()).toBe('View: Active users (changed)'));
    expect(await menuItems(user)).toEqual([
      '✓ Active users (changed)',
      'Newest first',
      'Update view',
      'Save as new view…',
      'Rename or delete views…',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Update view' }));
    expect(await screen.findByText('The view “Active users” is updated.')).toBeTruthy();
    // The view keeps the list's state with every column named: a column changed later changes it too.
    expect(mock.state.db.listViews.get(view.id)?.search).toEqual({
      status: true,
      sort: 'email',
      columns: 'full_name,email,status,roles,last_seen,created_at',
    });
    await waitFor(() => expect(viewLine()).toBe('View: Active users'));
    expect(await menuItems(user)).toContain('✓ Active users');
    expect(screen.queryByRole('menuitem', { name: 'Update view' })).toBeNull();
  });

  it('is kept as a new view with "Save as new view…", which is then the one applied', async () => {
    const screenTest = await withActiveUsersApplied();
    const { user, mock, view } = screenTest;
    await sortByEmail(screenTest);
    await waitFor(() => expect(viewLine()).toBe('View: Active users (changed)'));
    await openViewsMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Save as new view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as new view' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Active, by e-mail');
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(viewLine()).toBe('View: Active, by e-mail'));
    // The view it started from is as it was.
    expect(mock.state.db.listViews.get(view.id)?.search).toEqual({ status: true });
  });

  it('says once that a view deleted elsewhere is gone when it is updated, and leaves the list as it is', async () => {
    const screenTest = await withActiveUsersApplied();
    const { user, mock, view, location } = screenTest;
    await sortByEmail(screenTest);
    await waitFor(() => expect(viewLine()).toBe('View: Active users (changed)'));
    mock.state.db.listViews.delete(view.id);
    await openViewsMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Update view' }));
    expect(
      await screen.findByText(
        'This view no longer exists: it may have been deleted in another tab or on another device.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/This item no longer exists/)).toBeNull();
    // The views are read again: the line goes with the view, the list keeps what it shows.
    await waitFor(() => expect(viewLine()).toBeNull());
    expect(location().search).toEqual({ status: true, sort: 'email' });
  });
});
