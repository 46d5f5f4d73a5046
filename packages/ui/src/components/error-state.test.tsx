// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ErrorState } from './error-state.tsx';

afterEach(cleanup);

describe('ErrorState', () => {
  it('is announced, says what went wrong and retries', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="The server is down." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('The server is down.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers no retry without a handler', () => {
    render(<ErrorState />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("lets a className win over the kit's own padding", () => {
    render(<ErrorState className="py-2" />);
    const classes = screen.getByRole('alert').classList;
    expect(classes.contains('py-2')).toBe(true);
    expect(classes.contains('py-10')).toBe(false);
  });
});
