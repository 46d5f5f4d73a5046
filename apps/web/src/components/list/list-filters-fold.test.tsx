// @vitest-environment jsdom
// The phone's fold of a list's filters as a disclosure: its count, its state, Escape and the focus
// (docs/decisions/0042-lists-on-phones.md). Which widths fold is CSS: the browser test (e2e/phone-lists.spec.ts).
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPortal } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { ListFiltersFold } from './list-filters-fold';

afterEach(cleanup);

const fold = (active: number) =>
  render(
    <ListFiltersFold active={active}>
      <button type="button">Status</button>
      {createPortal(<button type="button">Option in a portal</button>, document.body)}
    </ListFiltersFold>,
  );

describe('ListFiltersFold', () => {
  it('counts the filters that are on, and says nothing of none', () => {
    fold(2);
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeTruthy();
    cleanup();
    fold(0);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });

  it('opens and folds from its button, which says which, and names what it shows', async () => {
    fold(1);
    const button = screen.getByRole('button', { name: 'Filters (1)' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.contains(screen.getByRole('button', { name: 'Status' }))).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.classList.contains('hidden')).toBe(true);
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.classList.contains('hidden')).toBe(false);
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('folds on Escape inside it and gives the focus back to its button; a portal keeps its own Escape', async () => {
    fold(1);
    const button = screen.getByRole('button', { name: 'Filters (1)' });
    await userEvent.click(button);
    // A list box or dialog opened from a control is drawn in a portal: its Escape closes it, not the fold.
    screen.getByRole('button', { name: 'Option in a portal' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    screen.getByRole('button', { name: 'Status' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    // On the button itself, Escape folds too.
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
