// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { FormField } from './form-field.tsx';
import { PasswordInput } from './password-input.tsx';

afterEach(cleanup);

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

  it("lets a className win over the input's own padding", () => {
    render(<PasswordInput aria-label="Password" className="px-8" />);
    const classes = screen.getByLabelText('Password').classList;
    expect(classes.contains('px-8')).toBe(true);
    expect(classes.contains('px-3')).toBe(false);
  });
});
