// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CopyButton } from './copy-button.tsx';

describe('CopyButton', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('copies the value and announces "Copied"', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CopyButton value="JBSWY3DP" label="key" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    });
    expect(writeText).toHaveBeenCalledWith('JBSWY3DP');
    expect(screen.getByRole('status').textContent).toBe('Copied');
    expect(screen.getByRole('button', { name: 'Copy key' }).textContent).toBe('Copy key');
  });

  it('says what to do when the browser refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CopyButton value="x" label="key" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    });
    expect(screen.getByRole('status').textContent).toMatch(/Could not copy/);
  });
});
