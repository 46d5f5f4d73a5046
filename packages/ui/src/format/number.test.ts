import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatNumber, formatPrice, parseNumberInput, parsePriceInput, priceInputText } from './number.ts';

describe('formatNumber and formatPrice', () => {
  it('group thousands the same way for counts and prices', () => {
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1299.5)).toBe('1,299.5');
    expect(formatNumber(0)).toBe('0');
    expect(formatPrice(129950)).toBe('$1,299.50');
    expect(formatPrice(4990)).toBe('$49.90');
    expect(priceInputText(129950)).toBe('1,299.50');
  });

  // The formats are written without Intl (it costs a page its first paint); Intl en-US is the oracle.
  const intl = (value: number, options: Intl.NumberFormatOptions) => value.toLocaleString('en-US', options);
  const numbers = fc.oneof(
    fc.integer({ min: -1e15, max: 1e15 }),
    fc.double({ min: -1e12, max: 1e12, noNaN: true }),
    fc.constantFrom(0, -0, 0.005, 1.005, 2.5, -2.5, 999.995, 1e21, 1.5e22, NaN, Infinity, -Infinity),
  );

  it('property: formatNumber writes what Intl en-US writes, for every number of decimals', () => {
    fc.assert(
      fc.property(numbers, fc.integer({ min: 0, max: 4 }), (value, decimals) => {
        expect(formatNumber(value, decimals)).toBe(intl(value, { maximumFractionDigits: decimals }));
      }),
      { numRuns: 2_000 },
    );
  });

  it('property: prices write what Intl en-US writes in dollars', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(formatPrice(cents)).toBe(intl(cents / 100, { style: 'currency', currency: 'USD' }));
        expect(priceInputText(cents)).toBe(
          intl(cents / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
        );
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('parseNumberInput', () => {
  it.each([
    ['1,299.5', 2, 1299.5],
    ['1299.5', 2, 1299.5],
    ['$1,299.50', 2, 1299.5],
    [' 1,000 ', 0, 1000],
    ['1000000', 0, 1000000],
    ['0', 0, 0],
  ])('takes %j (%i decimals) as %d', (text, decimals, value) =>
    expect(parseNumberInput(text, decimals)).toBe(value),
  );

  it.each([['1,29'], ['12,34,567'], ['1.5'], ['-3'], ['1e3'], [''], ['abc'], [',100'], ['1,000.']])(
    'refuses %j as a whole number',
    (text) => expect(parseNumberInput(text)).toBe(null),
  );

  it('property: a whole number is taken back from its display and from its plain digits', () => {
    fc.assert(
      fc.property(fc.nat({ max: 9_999_999_999 }), (n) => {
        expect(parseNumberInput(formatNumber(n))).toBe(n);
        expect(parseNumberInput(String(n))).toBe(n);
      }),
    );
  });

  it('property: a price is taken back as the same cents from its display and its field text', () => {
    fc.assert(
      fc.property(fc.nat({ max: 999_999_999 }), (cents) => {
        expect(parsePriceInput(formatPrice(cents))).toBe(cents);
        expect(parsePriceInput(priceInputText(cents))).toBe(cents);
      }),
    );
  });

  it('property: digits grouped in anything but threes are refused', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{0,2}$/),
        fc.array(fc.stringMatching(/^\d{1,5}$/), { minLength: 1, maxLength: 3 }),
        (head, groups) => {
          fc.pre(groups.some((g) => g.length !== 3));
          expect(parseNumberInput([head, ...groups].join(','))).toBe(null);
        },
      ),
    );
  });
});
