import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isEmpty } from './is-empty.ts';

describe('isEmpty', () => {
  it('is true for null, undefined, blank strings and empty lists', () => {
    for (const v of [null, undefined, '', '   ', '\t\n', []]) expect(isEmpty(v)).toBe(true);
  });

  it('is false for values that carry something, including falsy ones', () => {
    for (const v of [0, false, 'a', ' a ', [0], [''], {}, Number.NaN]) expect(isEmpty(v)).toBe(false);
  });

  it('property: a string is empty exactly when trimming leaves nothing', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(isEmpty(s)).toBe(s.trim().length === 0);
      }),
    );
  });

  it('property: a list is empty exactly when it has no items', () => {
    fc.assert(
      fc.property(fc.array(fc.anything()), (xs) => {
        expect(isEmpty(xs)).toBe(xs.length === 0);
      }),
    );
  });
});
