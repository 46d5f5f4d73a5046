// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { Alert } from './alert.tsx';

afterEach(cleanup);

describe('Alert', () => {
  it('announces errors at once and other tones politely', () => {
    const { rerender } = render(<Alert tone="error">Signing in failed</Alert>);
    expect(screen.getByRole('alert').textContent).toBe('Signing in failed');
    rerender(<Alert tone="success">Saved</Alert>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Saved');
  });

  it("lets a className win over the kit's own padding", () => {
    render(<Alert className="px-6">Hello</Alert>);
    const classes = screen.getByRole('status').classList;
    expect(classes.contains('px-6')).toBe(true);
    expect(classes.contains('px-3')).toBe(false);
  });
});
