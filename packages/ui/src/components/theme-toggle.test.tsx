// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { ThemeToggle } from './theme-toggle.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

describe('ThemeToggle', () => {
  it('offers Light, Dark and System, and Dark puts the dark class on the page and remembers it', async () => {
    render(<ThemeToggle />);
    expect(
      screen.getAllByRole('radio').map((r) => r.textContent || r.getAttribute('aria-label')),
    ).toHaveLength(3);
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('puts a className on its outermost element', () => {
    const { container } = render(<ThemeToggle className="ms-auto" />);
    expect(container.firstElementChild?.classList.contains('ms-auto')).toBe(true);
  });
});
