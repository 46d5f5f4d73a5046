// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Button, buttonClassName } from './button.tsx';

afterEach(cleanup);

describe('Button', () => {
  it('while loading is busy, keeps its label and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is a plain button (type="button") unless told otherwise, and calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("lets a className win over the kit's own padding", () => {
    render(<Button className="px-8">Wide</Button>);
    const classes = screen.getByRole('button').classList;
    expect(classes.contains('px-8')).toBe(true);
    expect(classes.contains('px-3')).toBe(false);
  });

  it('gives a link the button look, the caller’s classes last', () => {
    render(
      <a href="/users/add" className={buttonClassName({ variant: 'secondary', className: 'w-full' })}>
        Add user
      </a>,
    );
    const link = screen.getByRole('link', { name: 'Add user' });
    expect(link.classList.contains('w-full')).toBe(true);
    expect(link.classList.contains('bg-surface')).toBe(true);
  });
});
