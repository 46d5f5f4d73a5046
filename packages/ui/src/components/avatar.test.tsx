// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { Avatar, initialsOf } from './avatar.tsx';

afterEach(cleanup);

describe('Avatar', () => {
  it('shows up to two initials and is named by the person', () => {
    render(<Avatar name="Jane van Doe" />);
    expect(screen.getByRole('img', { name: 'Jane van Doe' }).textContent).toBe('JD');
    expect(initialsOf('  ')).toBe('?');
    expect(initialsOf('cher')).toBe('C');
  });

  it('is hidden from screen readers when decorative', () => {
    const { container } = render(<Avatar name="Jane Doe" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it("lets a className win over the kit's own background", () => {
    render(<Avatar name="Jane Doe" className="bg-danger" />);
    const classes = screen.getByRole('img').classList;
    expect(classes.contains('bg-danger')).toBe(true);
    expect(classes.contains('bg-primary-soft')).toBe(false);
  });
});
