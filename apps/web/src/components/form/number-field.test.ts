// @vitest-environment jsdom
// Number and price fields' rules in the tab's language (docs/product-rules.md#formats-and-masks): the text is read
// in the language in force when the rule runs, and the request never carries another number than the rule read.
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';

import { parsePriceInput } from '@console/ui';
import { changeLocale, type Language } from '@console/ui/i18n';

import { checkedNumber, priceExamples, priceField, wholeNumberField } from './number-field';

afterEach(() => changeLocale('en'));

const price = priceField(() => `wrong: ${Object.values(priceExamples()).join(' | ')}`);
const units = wholeNumberField('not units', { min: 1 });
const issue = (schema: typeof price, text: string) => v.safeParse(schema, text).issues?.[0]?.message;

describe('a price field in each language', () => {
  it.each([
    ['en', '1,299.50', '49.90', 'wrong: 49 | 49.90 | 1,299.50'],
    ['de', '1.299,50', '49,90', 'wrong: 49 | 49,90 | 1.299,50'],
    ['fr', '1\u202f299,50', '49,90', 'wrong: 49 | 49,90 | 1\u202f299,50'],
  ] as const)(
    '%s takes %j and %j, and gives its examples in its own writing',
    async (locale: Language, grouped, cents, message) => {
      await changeLocale(locale);
      expect(issue(price, grouped)).toBeUndefined();
      expect(issue(price, cents)).toBeUndefined();
      expect(issue(price, '1.5x')).toBe(message);
    },
  );

  it('refuses a German point that is not a group of three, instead of reading 1.5 or 15', async () => {
    await changeLocale('de');
    for (const text of ['1.5', '12.50', '1,299.50'])
      expect(issue(price, text)).toBe('wrong: 49 | 49,90 | 1.299,50');
    expect(issue(units, '1.000')).toBeUndefined();
    expect(issue(units, '1,5')).toBe('not units');
  });

  it('reads what stays in a field after a switch in the new language: the same number, or refused', async () => {
    expect(issue(price, '1,299.50')).toBeUndefined();
    await changeLocale('de');
    expect(issue(price, '1,299.50')).toBe('wrong: 49 | 49,90 | 1.299,50');
    expect(issue(price, '1299')).toBeUndefined();
    expect(parsePriceInput('1299')).toBe(129900);
  });
});

describe('checkedNumber', () => {
  it('passes the number the rule read, and fails the save with the message when the text no longer reads', async () => {
    expect(checkedNumber(parsePriceInput('1,299.50'), 'not a price')).toBe(129950);
    await changeLocale('de');
    expect(() => checkedNumber(parsePriceInput('1,299.50'), () => 'kein Preis')).toThrow('kein Preis');
  });
});
