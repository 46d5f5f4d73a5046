// @vitest-environment jsdom
// A person's column choices are kept for them and the list on the server, without saving a view: a new visit
// from a fresh client (another device) shows them; a link's own `columns` and a view's columns still win
// (docs/product-rules.md#columns-and-views).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { type RenderedRoute, renderRoute } from '~/testing';

import { openViewsMenu, storeView } from './views-screen-steps';

const ALL = ['Name', 'E-mail', 'Status', 'Roles', 'Last seen', 'Created'];
const WITHOUT_EMAIL = ['Name', 'Status', 'Roles', 'Last seen', 'Created'];

/** The users table's column headers as shown (the checkbox and actions columns left out). */
async function headers() {
  const table = await screen.findByRole('table', { name: 'Users of the organization' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.trim() ?? '')
    .filter((text) => text !== '' && text !== 'Actions' && !text.startsWith('Select'));
}

/** Opens the Columns dialog (its button's code loaded: the stand-in before it is not pressed). */
async function openColumns(user: RenderedRoute['user']) {
  const columns = () => screen.getByRole('button', { name: 'Columns' });
  await waitFor(() => expect(columns().getAttribute('aria-disabled')).toBeNull());
  await user.click(columns());
  return screen.findByRole('dialog', { name: 'Columns' });
}

/** Hides E-mail in the Columns dialog. */
async function hideEmail(user: RenderedRoute['user']) {
  const dialog = await openColumns(user);
  await user.click(within(dialog).getByRole('checkbox', { name: 'E-mail' }));
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
}

/** Leaves the list, forgets everything the client read (as another device would know nothing), and comes back. */
async function comeBackFresh({ router }: RenderedRoute, to: string) {
  await router.navigate({ to: '/dashboard' });
  (await router.options.context.loadQueryClient()).clear();
  await router.navigate({ href: to });
}

describe("a person's columns", () => {
  it('are kept without saving a view: a new visit from another device shows them', async () => {
    const screenTest = await renderRoute('/users');
    expect(await headers()).toEqual(ALL);
    await hideEmail(screenTest.user);
    await waitFor(async () => expect(await headers()).toEqual(WITHOUT_EMAIL));

    await comeBackFresh(screenTest, '/users');
    await waitFor(async () => expect(await headers()).toEqual(WITHOUT_EMAIL));
    // Nothing the person saved is listed as a view.
    await openViewsMenu(screenTest.user);
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Newest first',
      'Save current view…',
      'Rename or delete views…',
    ]);
    await screenTest.user.keyboard('{Escape}');

    // "Reset columns" is kept too: the next visit shows the list's own.
    const dialog = await openColumns(screenTest.user);
    await screenTest.user.click(within(dialog).getByRole('button', { name: 'Reset columns' }));
    await screenTest.user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(async () => expect(await headers()).toEqual(ALL));
    await comeBackFresh(screenTest, '/users');
    await waitFor(async () => expect(await headers()).toEqual(ALL));
  });

  it('give way to a link’s own columns and to an applied view’s', async () => {
    const screenTest = await renderRoute('/users');
    await hideEmail(screenTest.user);
    await waitFor(async () => expect(await headers()).toEqual(WITHOUT_EMAIL));

    await comeBackFresh(screenTest, '/users?columns=full_name,email,-status,roles,last_seen,created_at');
    await waitFor(async () =>
      expect(await headers()).toEqual(['Name', 'E-mail', 'Roles', 'Last seen', 'Created']),
    );

    storeView(screenTest.mock.state.db, {
      name: 'Who and when',
      search: { columns: 'full_name,-email,status,-roles,last_seen,created_at' },
    });
    await comeBackFresh(screenTest, '/users?sort=email');
    await waitFor(async () => expect(await headers()).toEqual(WITHOUT_EMAIL));
    await openViewsMenu(screenTest.user);
    await screenTest.user.click(screen.getByRole('menuitem', { name: 'Who and when' }));
    await waitFor(async () => expect(await headers()).toEqual(['Name', 'Status', 'Last seen', 'Created']));
  });

  it('are kept in one entry with the newest choice last when choices come faster than the server answers', async () => {
    const screenTest = await renderRoute('/users');
    const { user, mock } = screenTest;
    expect(await headers()).toEqual(ALL);
    await mock.config({ latencyMs: 300 });
    const dialog = await openColumns(user);
    for (const column of ['E-mail', 'Roles'])
      await user.click(within(dialog).getByRole('checkbox', { name: column }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(async () => expect(await headers()).toEqual(['Name', 'Status', 'Last seen', 'Created']));
    // One entry, the last choice in it, once the writes have settled (a second creation would be refused, as the
    // name is taken, and the last choice lost).
    await waitFor(
      () =>
        expect(mock.state.db.listViews.filter((v) => v.name === '~columns').map((v) => v.search)).toEqual([
          { columns: 'full_name,-email,status,-roles,last_seen,created_at' },
        ]),
      { timeout: 5000 },
    );
    await mock.config({ latencyMs: 0 });
    await comeBackFresh(screenTest, '/users');
    await waitFor(async () => expect(await headers()).toEqual(['Name', 'Status', 'Last seen', 'Created']));
  });
});
