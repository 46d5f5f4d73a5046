// @vitest-environment jsdom
import '../test-support/resize-observer.ts';

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FormField } from './form-field.tsx';
import { Select } from './select.tsx';

afterEach(cleanup);

const options = [
  { value: 'low', label: 'Low' },
  { value: 'high', label: 'High' },
];

describe('Select', () => {
  it('shows the placeholder until a value is picked, then reports it', async () => {
    const onChange = vi.fn();
    render(<Select aria-label="Priority" options={options} value={null} onChange={onChange} />);
    const button = screen.getByRole('button', { name: /Priority/ });
    expect(button.textContent).toContain('Select…');
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('option', { name: 'High' }));
    expect(onChange).toHaveBeenCalledWith('high');
  });

  it('in a FormField, its stand-in is named as the real listbox button is; arrows open it; Escape gives the focus back', async () => {
    const onChange = vi.fn();
    render(
      <FormField label="Priority">
        <Select options={options} value="low" onChange={onChange} />
      </FormField>,
    );
    // Both buttons are named by the field's label, then by their text (the chosen option).
    const standIn = screen.getByRole('button', { name: 'Priority Low' });
    expect(standIn.textContent).toBe('Low');
    expect(screen.queryByRole('listbox')).toBeNull();
    standIn.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'High' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    const real = screen.getByRole('button', { name: 'Priority Low' });
    expect(document.activeElement).toBe(real);
    expect(real).not.toBe(standIn);
  });

  it('with a name (part of a form) is the real listbox from the start', async () => {
    const { container } = render(
      <Select
        aria-label="Priority"
        name="priority"
        options={options}
        value="high"
        onChange={() => undefined}
      />,
    );
    await vi.waitFor(() =>
      expect(container.querySelector('input[name="priority"]')?.getAttribute('value')).toBe('high'),
    );
  });

  it("lets a className win over the control's own padding", () => {
    render(
      <Select
        aria-label="Priority"
        options={options}
        value="low"
        onChange={() => undefined}
        className="px-8"
      />,
    );
    const classes = screen.getByRole('button', { name: /Priority/ }).classList;
    expect(classes.contains('px-8')).toBe(true);
    expect(classes.contains('px-3')).toBe(false);
  });
});
