// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Switch } from './switch.tsx';

afterEach(cleanup);

describe('Switch', () => {
  it('is a named switch that reports the new state', async () => {
    const onChange = vi.fn();
    render(<Switch checked={false} onChange={onChange} label="Active" />);
    const control = screen.getByRole('switch', { name: 'Active' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(control);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('is described by its description, toggled by a click on its label, and disabled with the field', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Switch checked={false} onChange={onChange} label="Active" description="Shown to users" />,
    );
    const control = screen.getByRole('switch', { name: 'Active' });
    expect(document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Shown to users',
    );
    await userEvent.click(screen.getByText('Active'));
    expect(onChange).toHaveBeenCalledWith(true);
    rerender(<Switch checked={false} onChange={onChange} label="Active" disabled />);
    expect(screen.getByRole('switch', { name: 'Active' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Active').classList.contains('opacity-60')).toBe(true);
  });

  it("lets a className win over the field's own gap", () => {
    const { container } = render(<Switch checked onChange={() => undefined} label="On" className="gap-6" />);
    expect(container.firstElementChild?.classList.contains('gap-6')).toBe(true);
    expect(container.firstElementChild?.classList.contains('gap-3')).toBe(false);
  });
});
