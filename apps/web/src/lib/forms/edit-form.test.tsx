// @vitest-environment jsdom
// useEditForm rendered in a document: a save that meets someone else's change to the record
// (docs/product-rules.md#two-people-one-record, decision 0031).
import { onlineManager } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ConflictError } from '@console/sdk';

import { rememberRecordVersions } from '~/lib/api/record-versions';

import { conflictFormMessage, offlineSaveMessage, useEditForm } from './edit-form';

const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'Enter a name.')),
  email: v.pipe(v.string(), v.email('Enter an e-mail address.')),
});

describe('useEditForm', () => {
  afterEach(cleanup);
  const opened = { name: 'Ann', email: 'ann@acme.test' };
  const conflict = (current: typeof opened) =>
    new ConflictError(current, { status: 412, headers: { etag: '"theirs"' } });

  function RecordForm({
    onSubmit,
    latest = opened,
  }: {
    onSubmit: (values: typeof opened, v: { ifMatch?: string }) => Promise<unknown>;
    latest?: typeof opened;
  }) {
    const form = useEditForm({
      initialValues: opened,
      schema,
      onSubmit,
      record: { path: '/contact/1', latest, toValues: (r) => r as typeof opened },
    });
    return (
      <form id={form.id} onSubmit={form.handleSubmit} noValidate>
        <label>
          Name
          <input {...form.bind('name')} />
        </label>
        <label>
          E-mail
          <input {...form.bind('email')} />
        </label>
        {form.errors.form && <div role="alert">{form.errors.form}</div>}
        {form.unsentOffline && <p>Not sent yet</p>}
        {form.changedOnServer && <p>Changed on the server</p>}
        {form.conflicts.map((c) => (
          <p key={c.field}>
            {c.field}: {String(c.mine)} / {String(c.theirs)}
            <button type="button" onClick={() => form.settle(c.field, 'theirs')}>
              Take theirs
            </button>
          </p>
        ))}
        <button type="submit">Save</button>
      </form>
    );
  }

  it('lists a field both changed, keeps what was typed, and saves with their version once settled', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(conflict({ name: 'Annabel', email: 'ann@acme.test' }))
      .mockResolvedValue(undefined);
    render(<RecordForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('name: Anna / Annabel')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Anna');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe(conflictFormMessage());
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Take theirs' }));
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Annabel');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith(
      { name: 'Annabel', email: 'ann@acme.test' },
      { ifMatch: '"theirs"' },
    );
  });

  it('takes their change to a field left alone and saves again at once, with both changes', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(conflict({ name: 'Ann', email: 'new@acme.test' }))
      .mockResolvedValue(undefined);
    render(<RecordForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'ie');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit).toHaveBeenLastCalledWith(
      { name: 'Annie', email: 'new@acme.test' },
      { ifMatch: '"theirs"' },
    );
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('new@acme.test');
    expect(screen.queryByRole('alert')).toBeNull();
  });
  it('a save that fails offline says so, keeps the input, and is offered again (not sent) once back online', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({});
    const user = userEvent.setup();
    render(<RecordForm onSubmit={onSubmit} />);
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Offline Ann');
    act(() => onlineManager.setOnline(false));
    try {
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect((await screen.findByRole('alert')).textContent).toBe(offlineSaveMessage());
      expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Offline Ann');
      expect(screen.queryByText('Not sent yet')).toBeNull();
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    expect(screen.queryByText('Not sent yet')).not.toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
  it('says the record changed on the server only when a field of the form did, not for a new version alone', async () => {
    const remember = rememberRecordVersions('http://api.invalid/');
    const version = (tag: string) =>
      remember.onResponse?.({
        request: new Request('http://api.invalid/contact/1'),
        response: new Response('{}', { headers: { etag: tag } }),
      } as never);
    await version('"v1"');
    const { rerender } = render(<RecordForm onSubmit={vi.fn()} />);
    // A value the server derives moved the version; the form's fields are as they were.
    await version('"v2"');
    rerender(<RecordForm onSubmit={vi.fn()} latest={{ ...opened }} />);
    expect(screen.queryByText('Changed on the server')).toBeNull();
    await version('"v3"');
    rerender(<RecordForm onSubmit={vi.fn()} latest={{ ...opened, email: 'ann@globex.test' }} />);
    expect(screen.queryByText('Changed on the server')).not.toBeNull();
  });
});
