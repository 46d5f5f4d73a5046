import { describe, expect, it } from 'vitest';

import { controlClass, cx } from './cx.ts';

describe('cx: the later class wins where two set the same thing', () => {
  it('joins class names and skips falsy ones', () => {
    expect(cx('a', false, null, undefined, 'b')).toBe('a b');
  });

  it('keeps the later of two classes of one group', () => {
    expect(cx('px-3 py-2', 'px-6')).toBe('py-2 px-6');
    expect(cx('text-sm text-fg', 'text-danger')).toBe('text-sm text-danger');
    expect(cx('block', 'hidden')).toBe('hidden');
    expect(cx('max-h-60', 'max-h-none h-4')).toBe('max-h-none h-4');
  });

  it('lets a wider class replace the narrower ones before it, not those after it', () => {
    expect(cx('px-2 pt-1', 'p-4')).toBe('p-4');
    expect(cx('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cx('w-4 h-4', 'size-8')).toBe('size-8');
  });

  it('merges only within the same variants', () => {
    expect(cx('hover:bg-primary bg-surface', 'bg-danger')).toBe('hover:bg-primary bg-danger');
    expect(cx('data-focus:bg-a', 'data-focus:bg-b')).toBe('data-focus:bg-b');
    expect(cx('[--anchor-gap:4px] p-1', 'p-2')).toBe('[--anchor-gap:4px] p-2');
  });

  it('tells a border width, a side and a colour apart', () => {
    expect(cx('border border-border', 'border-danger')).toBe('border border-danger');
    expect(cx('border-b', 'border-t')).toBe('border-b border-t');
    expect(cx('border', 'border-2')).toBe('border-2');
  });

  it('keeps classes it does not know', () => {
    expect(cx('sr-only truncate', 'outline-none')).toBe('sr-only truncate outline-none');
  });

  it('lets a caller override the shared control look', () => {
    expect(cx(controlClass, 'w-auto')).not.toContain('w-full');
    expect(cx(controlClass, 'w-auto')).toContain('w-auto');
  });

  it('gives the same answer from its memory, also after forgetting (past 1000 lists)', () => {
    expect(cx('px-3 py-2', 'px-6')).toBe('py-2 px-6');
    for (let i = 0; i < 1200; i++) expect(cx(`w-${i}`, 'w-full')).toBe('w-full');
    expect(cx('px-3 py-2', 'px-6')).toBe('py-2 px-6');
    expect(cx('px-3 py-2', 'px-6')).toBe('py-2 px-6');
  });
});
