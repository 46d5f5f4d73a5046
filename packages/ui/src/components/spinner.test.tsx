// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { Spinner } from './spinner.tsx';

afterEach(cleanup);

describe('Spinner', () => {
  it('announces its label as a status, visually hidden unless asked', () => {
    render(<Spinner label="Signing you in" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Signing you in');
    expect(screen.getByText('Signing you in').classList.contains('sr-only')).toBe(true);
  });

  it("lets a className win over the kit's own gap", () => {
    render(<Spinner className="gap-4" />);
    const classes = screen.getByRole('status').classList;
    expect(classes.contains('gap-4')).toBe(true);
    expect(classes.contains('gap-2')).toBe(false);
  });
});
