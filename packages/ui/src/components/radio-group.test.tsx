// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RadioGroup } from './radio-group.tsx';

afterEach(cleanup);

const options = [
  { value: 'totp', label: 'Authenticator code' },
  { value: 'recovery', label: 'Recovery code' },
];

describe('RadioGroup', () => {
  it('is named by its label and picks an option', async () => {
    const onChange = vi.fn();
    render(<RadioGroup label="Method" options={options} value="totp" onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Method' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Authenticator code' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Recovery code' }));
    expect(onChange).toHaveBeenCalledWith('recovery');
  });

  it('puts a className on its outermost element', () => {
    const { container } = render(
      <RadioGroup
        label="Method"
        options={options}
        value="totp"
        onChange={() => undefined}
        className="mt-4"
      />,
    );
    expect(container.firstElementChild?.classList.contains('mt-4')).toBe(true);
  });
});
