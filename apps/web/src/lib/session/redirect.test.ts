import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['https://evil.example', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
    ['users', '/dashboard'],
    ['', '/dashboard'],
    [undefined, '/dashboard'],
    ['/login?redirect=/users', '/dashboard'],
    ['/users?page=2#top', '/users?page=2#top'],
    ['/services/alias/3/edit', '/services/alias/3/edit'],
  ])('%s -> %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it('never returns anything but a single-slash path', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = safeRedirect(s);
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        expect(new URL(out, 'https://console.test').origin).toBe('https://console.test');
      }),
    );
  });
});
