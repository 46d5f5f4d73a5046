// @vitest-environment jsdom
// Where focus goes when what held it is gone (src/testing): after a confirmed delete of a row, and after a bulk
// action whose bar leaves with the selection, focus is on the list's table, never the page's <body>.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

const usersTable = () => screen.findByRole('table', { name: 'Users of the organization' });
const focusIsOnTheTable = (table: HTMLElement) =>
  expect(document.activeElement !== document.body && document.activeElement?.contains(table)).toBe(true);

describe('focus on the users list', () => {
  it('goes to the table after a row is deleted from its menu', async () => {
    const { user } = await renderRoute('/users');
    const table = await usersTable();
    await user.click(await within(table).findByRole('button', { name: 'Actions for Aaron Lindqvist' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Aaron Lindqvist' })).toBeNull());
    await waitFor(() => focusIsOnTheTable(table));
  });

  it('goes to the table after a bulk action succeeds and its bar leaves', async () => {
    const { user } = await renderRoute('/users?status=false');
    const table = await usersTable();
    const boxes = await within(table).findAllByRole('checkbox', { name: /^Select (?!all)/ });
    await user.click(boxes[0] as HTMLElement);
    const bar = await screen.findByRole('region', { name: 'Selection' });
    await user.click(within(bar).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selection' })).toBeNull());
    await waitFor(() => focusIsOnTheTable(table));
  });
});
