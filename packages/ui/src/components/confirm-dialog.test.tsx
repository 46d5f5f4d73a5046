// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('starts on Cancel, confirms with the danger button, and returns focus to the trigger', async () => {
    const onConfirm = vi.fn();
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Delete user</Button>
          <ConfirmDialog
            open={open}
            onClose={() => setOpen(false)}
            onConfirm={() => {
              onConfirm();
              setOpen(false);
            }}
            title="Delete Jane?"
            message="This cannot be undone."
          />
        </>
      );
    }
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Delete user' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Jane?' });
    expect(dialog).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it("passes a className to the dialog's panel", async () => {
    render(
      <ConfirmDialog
        open
        onClose={() => undefined}
        onConfirm={() => undefined}
        title="Sure?"
        message="Gone for good."
        className="p-2"
      />,
    );
    const dialog = await screen.findByRole('alertdialog');
    const panel = dialog.querySelector('.p-2');
    expect(panel).not.toBeNull();
    expect(panel?.classList.contains('p-6')).toBe(false);
  });

  it('with a name to type, confirms only once that name is typed', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        onClose={() => undefined}
        onConfirm={onConfirm}
        title="Delete Acme?"
        message="Its 12 users can no longer sign in."
        typeToConfirm="Acme Corp"
        confirmLabel="Delete organization"
      />,
    );
    const confirm = await screen.findByRole('button', { name: 'Delete organization' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    const typed = screen.getByLabelText('Type “Acme Corp” to confirm');
    await userEvent.type(typed, 'Acme{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(typed, ' Corp');
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
