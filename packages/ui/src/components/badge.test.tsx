// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { Badge } from './badge.tsx';

afterEach(cleanup);

describe('Badge', () => {
  it('shows its content in the tone asked for', () => {
    render(<Badge tone="danger">Closed</Badge>);
    expect(screen.getByText('Closed').classList.contains('text-danger')).toBe(true);
  });

  it("lets a className win over the kit's own padding", () => {
    render(<Badge className="px-4">New</Badge>);
    const classes = screen.getByText('New').classList;
    expect(classes.contains('px-4')).toBe(true);
    expect(classes.contains('px-2')).toBe(false);
  });
});
