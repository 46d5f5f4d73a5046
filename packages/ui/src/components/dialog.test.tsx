// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Dialog } from './dialog.tsx';

afterEach(cleanup);

describe('Dialog', () => {
  it('is named by its title, described by its description, and closes on Escape and on its close button', async () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Rename" description="Pick a new name.">
        <input aria-label="Name" />
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Pick a new name.',
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('draws nothing until it first opens', () => {
    const { container } = render(<Dialog open={false} onClose={() => undefined} title="Later" />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("lets a className win over the panel's own padding", async () => {
    render(<Dialog open onClose={() => undefined} title="Wide" className="p-2" />);
    const panel = (await screen.findByRole('dialog')).querySelector('.p-2');
    expect(panel).not.toBeNull();
    expect(panel?.classList.contains('p-6')).toBe(false);
  });
});
