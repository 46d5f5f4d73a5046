// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select } from './select.tsx';
import '../test-support/resize-observer.ts';

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
