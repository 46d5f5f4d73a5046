// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Checkbox } from './checkbox.tsx';

afterEach(cleanup);

describe('Checkbox', () => {
  it('is named by its label and reports the new state', async () => {
    const onChange = vi.fn();
    render(<Checkbox checked={false} onChange={onChange} label="Trust this device" />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Trust this device' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('reads as mixed when indeterminate', () => {
    render(<Checkbox checked={false} indeterminate onChange={() => undefined} aria-label="Select all" />);
    expect(screen.getByRole('checkbox', { name: 'Select all' }).getAttribute('aria-checked')).toBe('mixed');
  });

  it('puts a className on the labelled field, or on the box when it has no label', () => {
    const { container, rerender } = render(
      <Checkbox checked onChange={() => undefined} label="Remember" className="gap-6" />,
    );
    expect(container.firstElementChild?.classList.contains('gap-6')).toBe(true);
    expect(container.firstElementChild?.classList.contains('gap-3')).toBe(false);
    rerender(<Checkbox checked onChange={() => undefined} aria-label="Row" className="rounded-full" />);
    const box = screen.getByRole('checkbox', { name: 'Row' }).classList;
    expect(box.contains('rounded-full')).toBe(true);
    expect(box.contains('rounded')).toBe(false);
  });
});
