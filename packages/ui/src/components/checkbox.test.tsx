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
    rerender(<Checkbox checked onChange={() => undefined} aria-label="Row" className="mt-2" />);
    const box = container.firstElementChild?.classList;
    expect(box?.contains('mt-2')).toBe(true);
    expect(box?.contains('mt-0.5')).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'Row' }).parentElement).toBe(container.firstElementChild);
  });

  it("is the browser's own checkbox: Space toggles it, a form gets its value, the mixed state is set", async () => {
    const onChange = vi.fn();
    render(
      <form aria-label="Settings">
        <Checkbox
          checked
          onChange={onChange}
          label="Send digests"
          name="digests"
          description="Once a week."
        />
        <Checkbox checked={false} indeterminate onChange={() => undefined} aria-label="Select all" />
      </form>,
    );
    const box = screen.getByRole('checkbox', { name: 'Send digests' }) as HTMLInputElement;
    expect(box.tagName).toBe('INPUT');
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Once a week.',
    );
    expect(
      new FormData(screen.getByRole('form', { name: 'Settings' }) as HTMLFormElement).get('digests'),
    ).toBe('on');
    expect((screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement).indeterminate).toBe(
      true,
    );
    box.focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(false);
  });
});
