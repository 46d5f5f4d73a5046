import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatCount, pluralNoun } from './plural.ts';

describe('formatCount', () => {
  it('uses the singular for one and the plural otherwise, zero included', () => {
    expect(formatCount(1, 'virtual desktop')).toBe('1 virtual desktop');
    expect(formatCount(0, 'virtual desktop')).toBe('0 virtual desktops');
    expect(formatCount(2, 'phone')).toBe('2 phones');
  });

  it('takes an irregular plural and groups the digits', () => {
    expect(formatCount(1, 'entry', 'entries')).toBe('1 entry');
    expect(formatCount(1200, 'entry', 'entries')).toBe('1,200 entries');
  });
});

describe('pluralNoun', () => {
  it('gives the noun alone', () => {
    expect(pluralNoun(1, 'file')).toBe('file');
    expect(pluralNoun(3, 'file')).toBe('files');
  });

  it('property: picks the noun Intl.PluralRules("en") picks, for whole and decimal counts', () => {
    const rules = new Intl.PluralRules('en');
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -5, max: 1e6 }), fc.double({ noNaN: true })), (count) => {
        expect(pluralNoun(count, 'file')).toBe(rules.select(count) === 'one' ? 'file' : 'files');
      }),
    );
  });
});
