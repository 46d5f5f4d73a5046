// @vitest-environment jsdom
// The Columns dialog on a slow device: the URL takes a change later than the next press comes.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ColumnsDialog } from './columns-dialog';

afterEach(cleanup);

const choices = [
  { id: 'name', label: 'Name' },
  { id: 'email', label: 'E-mail' },
  { id: 'roles', label: 'Roles' },
  { id: 'created', label: 'Created' },
];

describe('ColumnsDialog', () => {
  it('builds a second press on the first while the URL has not taken it yet', async () => {
    const onChange = vi.fn();
    // The URL's `columns` stays as it was: the list's navigation has not committed.
    render(
      <ColumnsDialog
        open
        onClose={() => undefined}
        choices={choices}
        value={undefined}
        onChange={onChange}
      />,
    );
    const moveCreatedUp = await screen.findByRole('button', { name: 'Move Created up' });
    await userEvent.click(moveCreatedUp);
    await userEvent.click(screen.getByRole('button', { name: 'Move Created up' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Roles' }));
    expect(onChange.mock.calls.map((call) => call[0] as string | undefined)).toEqual([
      'name,email,created,roles',
      'name,created,email,roles',
      'name,created,email,-roles',
    ]);
  });

  it('follows the URL again once it has the change', async () => {
    const onChange = vi.fn();
    const dialog = (value: string | undefined) => (
      <ColumnsDialog open onClose={() => undefined} choices={choices} value={value} onChange={onChange} />
    );
    const { rerender } = render(dialog(undefined));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'E-mail' }));
    rerender(dialog('name,-email,roles,created'));
    // A view applied elsewhere changes the URL: the dialog shows it.
    rerender(dialog('name,email,-roles,created'));
    expect((screen.getByRole('checkbox', { name: 'E-mail' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Roles' }) as HTMLInputElement).checked).toBe(false);
  });
});
