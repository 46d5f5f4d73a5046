// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { TextInput } from './text-input.tsx';

afterEach(cleanup);

describe('TextInput', () => {
  it('is a text box that takes what is typed', async () => {
    render(<TextInput aria-label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'Jane');
    expect((input as HTMLInputElement).value).toBe('Jane');
    expect(input.getAttribute('type')).toBe('text');
  });

  it("lets a className win over the control's own padding", () => {
    render(<TextInput aria-label="Name" className="px-8" />);
    const classes = screen.getByRole('textbox').classList;
    expect(classes.contains('px-8')).toBe(true);
    expect(classes.contains('px-3')).toBe(false);
  });
});
