import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { maskEmail } from './email.ts';

describe('maskEmail', () => {
  it('keeps the first three characters of the local part and the domain', () => {
    expect(maskEmail('john.doe@example.com')).toBe('joh***@example.com');
    expect(maskEmail('john@example.com')).toBe('joh***@example.com');
  });

  it('keeps a local part of three or fewer characters whole and still masks', () => {
    expect(maskEmail('joe@example.com')).toBe('joe***@example.com');
    expect(maskEmail('jo@example.com')).toBe('jo***@example.com');
    expect(maskEmail('j@example.com')).toBe('j***@example.com');
  });

  it('splits at the last @', () => {
    expect(maskEmail('"a@b"@example.com')).toBe('"a@***@example.com');
  });

  it('returns values that are not e-mail addresses unchanged', () => {
    for (const v of ['', 'plain', '@example.com', 'john@']) expect(maskEmail(v)).toBe(v);
  });

  it('property: the result is the first three local characters, the mask, then the domain', () => {
    const local = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !s.includes('@'));
    const domain = fc.domain();
    fc.assert(
      fc.property(local, domain, (l, d) => {
        const masked = maskEmail(`${l}@${d}`);
        expect(masked).toBe(`${l.slice(0, 3)}***@${d}`);
        // Nothing of the local part past the third character survives.
        expect(masked.length).toBe(Math.min(l.length, 3) + 3 + 1 + d.length);
      }),
    );
  });
});
