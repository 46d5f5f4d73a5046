// @vitest-environment jsdom
// Number and price fields in the tab's language (docs/product-rules.md#formats-and-masks): each language takes
// what it displays and plain digits, refuses the other languages' separators and anything ambiguous, and no text is
// read as two different numbers in two languages. English's own cases are in number.test.ts.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';

import { changeLocale, type Language, LANGUAGES, PSEUDO_LOCALE } from '../i18n/locale.ts';
import { formatNumber, formatPrice, parseNumberInput, parsePriceInput, priceInputText } from './number.ts';

afterEach(() => changeLocale('en'));

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** `text` read by a field of `decimals` decimals with the tab in `locale`. */
async function readIn(locale: Language | typeof PSEUDO_LOCALE, text: string, decimals: number) {
  await changeLocale(locale);
  return parseNumberInput(text, decimals);
}

describe('a number field in each language', () => {
  it.each([
    ['en', '1,299.5', 2, 1299.5],
    ['en', '$1,299.50', 2, 1299.5],
    ['en', '1299.5', 2, 1299.5],
    ['en', ' 1,000 ', 0, 1000],
    [PSEUDO_LOCALE, '1,299.5', 2, 1299.5],
    ['de', '1.299,5', 2, 1299.5],
    ['de', '1299,5', 2, 1299.5],
    ['de', '1.299,50 $', 2, 1299.5],
    ['de', `1.299,50${NBSP}$`, 2, 1299.5],
    ['de', '1.299,50$', 2, 1299.5],
    ['de', '$1.299,50', 2, 1299.5],
    ['de', '1.000', 0, 1000],
    ['de', '1.234.567', 0, 1234567],
    ['de', '0,05', 2, 0.05],
    ['de', ' 49 ', 0, 49],
    ['fr', '1 299,5', 2, 1299.5],
    ['fr', `1${NBSP}299,5`, 2, 1299.5],
    ['fr', `1${NNBSP}299,5`, 2, 1299.5],
    ['fr', '1299,5', 2, 1299.5],
    ['fr', '1 299,50 $US', 2, 1299.5],
    ['fr', `1${NNBSP}299,50${NBSP}$US`, 2, 1299.5],
    ['fr', '1 299,50 $', 2, 1299.5],
    ['fr', `1 234${NNBSP}567`, 0, 1234567],
    ['fr', '1 000', 0, 1000],
  ] as const)('%s takes %j (%i decimals) as %d', async (locale, text, decimals, value) =>
    expect(await readIn(locale, text, decimals)).toBe(value),
  );

  it.each([
    // The English form and a point with fewer or more than three digits after it: never guessed at.
    ['de', '1,299.50', 2],
    ['de', '1.5', 2],
    ['de', '12.50', 2],
    ['de', '1.29', 2],
    ['de', '1.2999', 2],
    ['de', '1.299.5', 2],
    ['de', '1.299,505', 2],
    ['de', '1,5', 0],
    ['de', '1,299', 2],
    ['de', '1 299,5', 2],
    ['de', '1.299,50 $US', 2],
    ['de', '$1.299,50 $', 2],
    ['de', '-3', 0],
    ['de', '', 0],
    ['de', 'zwölf', 0],
    ['fr', '1.299,5', 2],
    ['fr', '1299.5', 2],
    ['fr', '1,299.50', 2],
    ['fr', '1  299', 0],
    ['fr', '12 34', 0],
    ['fr', '1 2345', 0],
    ['fr', '1,5', 0],
    ['fr', '1 299,505', 2],
    ['en', '1.299,5', 2],
    ['en', '1299,5', 2],
    ['en', '1 299,5', 2],
    ['en', '1.299,50 $', 2],
  ] as const)('%s refuses %j (%i decimals)', async (locale, text, decimals) =>
    expect(await readIn(locale, text, decimals)).toBe(null),
  );

  it('property: each language reads back every whole number and price it writes', async () => {
    for (const locale of LANGUAGES) {
      await changeLocale(locale);
      fc.assert(
        fc.property(fc.nat({ max: 9_999_999_999 }), (n) => {
          expect(parseNumberInput(formatNumber(n))).toBe(n);
          expect(parseNumberInput(String(n))).toBe(n);
        }),
      );
      fc.assert(
        fc.property(fc.nat({ max: 999_999_999 }), (cents) => {
          expect(parsePriceInput(formatPrice(cents))).toBe(cents);
          expect(parsePriceInput(priceInputText(cents))).toBe(cents);
        }),
      );
    }
  });

  it('writes a price field in the language asked for, whatever the tab is in', async () => {
    await changeLocale('de');
    expect([priceInputText(129950), priceInputText(129950, 'en'), priceInputText(129950, 'fr')]).toEqual([
      '1.299,50',
      '1,299.50',
      `1${NNBSP}299,50`,
    ]);
    expect(formatNumber(1000, 0, 'en')).toBe('1,000');
  });

  // What a switch of language keeps in a field is read in the new one: it must give the same number or none.
  const written = fc
    .tuple(fc.constantFrom(...LANGUAGES), fc.nat({ max: 99_999_999 }), fc.integer({ min: 0, max: 2 }))
    .map(([locale, n, decimals]) => ({ locale, n: n / 10 ** decimals, decimals }));
  const typed = fc.array(fc.constantFrom(...'0123456789.,$ ', NBSP, NNBSP, 'US'), { maxLength: 12 });

  it('property: no text reads as two different numbers in two languages (at most two decimals)', async () => {
    const texts = fc.sample(typed, 400).map((chars) => chars.join(''));
    for (const { locale, n, decimals } of fc.sample(written, 200)) {
      await changeLocale(locale);
      texts.push(
        formatNumber(n, decimals),
        formatPrice(Math.round(n * 100)),
        priceInputText(Math.round(n * 100)),
      );
    }
    for (const decimals of [0, 1, 2]) {
      const readings = new Map<string, (number | null)[]>(texts.map((text) => [text, []]));
      for (const locale of LANGUAGES) {
        await changeLocale(locale);
        for (const text of texts) readings.get(text)?.push(parseNumberInput(text, decimals));
      }
      for (const [text, values] of readings) {
        const read = new Set(values.filter((value) => value !== null));
        expect(read.size, `${JSON.stringify(text)} read as ${[...read].join(' and ')}`).toBeLessThanOrEqual(
          1,
        );
      }
    }
  });
});
