// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Avatar, initialsOf } from './avatar.tsx';
import { AccountOwnerBadge, StatusBadge } from './badge.tsx';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DataTable, type Column, type SortState } from './data-table.tsx';
import { FormField } from './form-field.tsx';
import { PasswordInput } from './password-input.tsx';
import { TextInput } from './text-input.tsx';

afterEach(cleanup);

describe('FormField', () => {
  it('labels the control, describes it with the description and the error, and marks it invalid and required', () => {
    render(
      <FormField label="E-mail" description="Your work address" error="Enter a valid e-mail" required>
        <TextInput />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /E-mail/ });
    expect(input).toHaveProperty('required', true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Your work address', 'Enter a valid e-mail']));
  });

  it('leaves a valid control without aria-invalid, and the error is focusable when present', () => {
    const { rerender } = render(
      <FormField label="Name">
        <TextInput />
      </FormField>,
    );
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBeNull();
    rerender(
      <FormField label="Name" error="Required">
        <TextInput />
      </FormField>,
    );
    const error = screen.getByText('Required');
    error.focus();
    expect(document.activeElement).toBe(error);
  });
});

describe('PasswordInput', () => {
  it('shows and hides the password, the button saying what it will do', async () => {
    render(
      <FormField label="Password">
        <PasswordInput defaultValue="s3cret" />
      </FormField>,
    );
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input.getAttribute('type')).toBe('password');
    await userEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });
});

describe('Button', () => {
  it('while loading is busy, keeps its label and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('badges and avatar', () => {
  it('show Active/Inactive, Account Owner and initials', () => {
    render(
      <>
        <StatusBadge active />
        <StatusBadge active={false} />
        <AccountOwnerBadge />
        <Avatar name="Jane van Doe" />
      </>,
    );
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(screen.getByText('Account Owner')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Jane van Doe' }).textContent).toBe('JD');
    expect(initialsOf('  ')).toBe('?');
    expect(initialsOf('cher')).toBe('C');
  });
});

describe('ConfirmDialog', () => {
  it('starts on Cancel, confirms with the danger button, and returns focus to the trigger', async () => {
    const onConfirm = vi.fn();
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Delete user</Button>
          <ConfirmDialog
            open={open}
            onClose={() => setOpen(false)}
            onConfirm={() => {
              onConfirm();
              setOpen(false);
            }}
            title="Delete Jane?"
            message="This cannot be undone."
          />
        </>
      );
    }
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Delete user' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Jane?' });
    expect(dialog).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});

describe('DataTable', () => {
  interface Row {
    id: string;
    name: string;
  }
  const columns: Column<Row>[] = [
    { id: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name },
  ];
  const rows: Row[] = [
    { id: '1', name: 'Bob' },
    { id: '2', name: 'Alice' },
  ];

  it('sorts through header buttons and reports aria-sort on the sorted column only', async () => {
    const onSortChange = vi.fn();
    const { rerender } = render(
      <DataTable
        caption="Users"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        onSortChange={onSortChange}
      />,
    );
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'name', desc: false });
    const sort: SortState = { id: 'name', desc: true };
    rerender(
      <DataTable
        caption="Users"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        sort={sort}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('shows the empty, error and loading states', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <DataTable caption="Users" columns={columns} rows={[]} getRowId={(r) => r.id} />,
    );
    expect(screen.getByText('No results')).toBeTruthy();
    rerender(
      <DataTable
        caption="Users"
        columns={columns}
        rows={[]}
        getRowId={(r) => r.id}
        error={{ message: 'Down', onRetry }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<DataTable caption="Users" columns={columns} rows={[]} getRowId={(r) => r.id} loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading Users');
  });

  it('selects rows one by one and all at once', async () => {
    const onChange = vi.fn();
    const selection = { selected: new Set(['1']), onChange, getRowLabel: (r: Row) => r.name };
    render(
      <DataTable
        caption="Users"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        selection={selection}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select all rows' }).getAttribute('aria-checked')).toBe(
      'mixed',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Alice' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['1', '2']));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['1', '2']));
  });
});
