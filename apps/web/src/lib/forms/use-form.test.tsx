// @vitest-environment jsdom
// useForm rendered in a document (forms.test.ts covers its pure parts): what a user of any form meets when the
// client rules, the server's 422, a 429 or a double click answer their submit (decision 0009).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { TooManyRequestsError, ValidationError } from '@console/sdk';

import { useForm } from './forms';
import { hasUnsavedChanges } from './unsaved-changes';

const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'Enter a name.')),
  email: v.pipe(v.string(), v.email('Enter an e-mail address.')),
});

function ContactForm({ onSubmit }: { onSubmit: (values: v.InferOutput<typeof schema>) => Promise<unknown> }) {
  const form = useForm({ initialValues: { name: '', email: '' }, schema, onSubmit });
  return (
    <form id={form.id} onSubmit={form.handleSubmit} noValidate>
      <label>
        Name
        <input {...form.bind('name')} />
      </label>
      {form.errors.name && <p>Name: {form.errors.name}</p>}
      <label>
        E-mail
        <input {...form.bind('email')} />
      </label>
      {form.errors.email && <p>E-mail: {form.errors.email}</p>}
      {form.errors.form && <div role="alert">{form.errors.form}</div>}
      <button type="submit" disabled={form.submitting || form.waiting}>
        Save
      </button>
    </form>
  );
}

const issue = (field: string | null, msg: string) => ({
  loc: field ? ['body', field] : ['body'],
  msg,
  type: 'value_error',
});

async function fillAndSave(name: string, email: string) {
  const user = userEvent.setup();
  if (name) await user.type(screen.getByLabelText('Name'), name);
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('useForm in a document', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the client rule on its field, focuses the first invalid field and sends nothing', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<ContactForm onSubmit={onSubmit} />);
    await fillAndSave('', 'not-an-address');
    expect(screen.getByText('Name: Enter a name.')).toBeTruthy();
    expect(screen.getByText('E-mail: Enter an e-mail address.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("puts the server's 422 on its field and a pathless one in the form's message, keeping what was typed", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        new ValidationError([
          issue('email', 'This e-mail is already used.'),
          issue(null, 'The organization is full.'),
        ]),
      );
    render(<ContactForm onSubmit={onSubmit} />);
    await fillAndSave('Nora Lind', 'nora@initech.test');
    expect(await screen.findByText('E-mail: This e-mail is already used.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Unknown field: The organization is full.');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Nora Lind');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('nora@initech.test');
    // Editing the field clears the error it caused.
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'nora@initech.example' } });
    expect(screen.queryByText(/already used/)).toBeNull();
  });

  it('after a 429 counts the wait down and refuses to submit until it is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(
        new TooManyRequestsError('Too many attempts', { status: 429, retryAfterSeconds: 3 }),
      )
      .mockResolvedValue(undefined);
    render(<ContactForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Nora Lind' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'nora@initech.test' } });
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLFormElement);
    });
    expect(screen.getByRole('alert').textContent).toMatch(/^Too many attempts\. Wait 3 seconds/);
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLFormElement);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_100);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLFormElement);
    });
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('sends one request for two submits in the same instant', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ContactForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Nora Lind' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'nora@initech.test' } });
    const form = screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLFormElement;
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
  });

  it('registers unsaved input while typed and not saved, and lets go of it after a save', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<ContactForm onSubmit={onSubmit} />);
    expect(hasUnsavedChanges()).toBe(false);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Nora Lind' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'nora@initech.test' } });
    expect(hasUnsavedChanges()).toBe(true);
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLFormElement);
    });
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Nora Lind', email: 'nora@initech.test' });
    expect(hasUnsavedChanges()).toBe(false);
  });
});
