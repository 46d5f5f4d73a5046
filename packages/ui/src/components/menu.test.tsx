// @vitest-environment jsdom
import '../test-support/resize-observer.ts';

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Menu } from './menu.tsx';

afterEach(cleanup);

describe('Menu', () => {
  it('opens from its trigger and runs the picked action', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(
      <Menu
        label="Actions"
        items={[
          { label: 'Edit', onSelect: onEdit },
          'separator',
          { label: 'Delete', onSelect: onDelete, danger: true },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Edit', 'Delete']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('is a plain button until pressed; the arrow keys open it too, and Escape gives the focus back', async () => {
    render(<Menu label="More" items={[{ label: 'Edit', onSelect: () => undefined }]} />);
    const standIn = screen.getByRole('button', { name: 'More' });
    expect(standIn.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();
    standIn.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More' }));
  });

  it("lets a className win over the trigger's own padding", () => {
    render(<Menu label="More" items={[]} className="px-8" />);
    const classes = screen.getByRole('button', { name: 'More' }).classList;
    expect(classes.contains('px-8')).toBe(true);
    expect(classes.contains('px-3')).toBe(false);
  });
});
