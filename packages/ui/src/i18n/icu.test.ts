import { describe, expect, it } from 'vitest';

import { formatNodes, type MessageFormatters } from './icu.ts';
import { parseMessage, valueNames } from './icu-parse.ts';

const formatters = (locale: string): MessageFormatters => {
  const rules = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  return { pluralOf: (n) => rules.select(n), number: (n) => numbers.format(n) };
};
const format = (message: string, values = {}, locale = 'en') =>
  formatNodes(parseMessage(message), values, formatters(locale));

describe('ICU messages', () => {
  it('fills values, numbers in the locale’s digits', () => {
    expect(format('Hello {name}!', { name: 'Karen' })).toBe('Hello Karen!');
    expect(format('{count} rows', { count: 1200 })).toBe('1,200 rows');
    expect(format('{count} Zeilen', { count: 1200 }, 'de')).toBe('1.200 Zeilen');
    expect(format('{count, number} rows', { count: '3' })).toBe('3 rows');
  });

  it('chooses plurals by the locale’s rules, exact matches first', () => {
    const users = '{count, plural, =0 {No users} one {# user} other {# users}}';
    expect([0, 1, 2, 1.5, 1000].map((count) => format(users, { count }))).toEqual([
      'No users',
      '1 user',
      '2 users',
      '1.5 users',
      '1,000 users',
    ]);
    // French says "one" for 0 and 1.5 as well; "many" falls back to "other" when a message has no "many".
    const fr = '{count, plural, one {# utilisateur} other {# utilisateurs}}';
    expect([0, 1, 1.5, 2].map((count) => format(fr, { count }, 'fr'))).toEqual([
      '0 utilisateur',
      '1 utilisateur',
      '1,5 utilisateur',
      '2 utilisateurs',
    ]);
    expect(
      format('{n, plural, offset:1 =0 {nobody} one {you and # other} other {you and # others}}', { n: 3 }),
    ).toBe('you and 2 others');
  });

  it('selects, nests, and keeps ICU’s quoting', () => {
    const message = '{kind, select, user {{count, plural, one {# user} other {# users}}} other {# things}}';
    expect(format(message, { kind: 'user', count: 2 })).toBe('2 users');
    expect(format(message, { kind: 'role', count: 2 })).toBe('# things');
    expect(format("It's '{literal}' and ''quoted''")).toBe("It's {literal} and 'quoted'");
    expect(format("{count, plural, other {# in '#'}}", { count: 2 })).toBe('2 in #');
  });

  it('shows a missing value as its name, and refuses malformed messages', () => {
    expect(format('Hello {name}')).toBe('Hello {name}');
    expect(() => parseMessage('Hello {name')).toThrow(SyntaxError);
    expect(() => parseMessage('{n, plural, one {x}}')).toThrow(/other/);
    expect(() => parseMessage('{n, date}')).toThrow(/date/);
    expect(() => parseMessage('a } b')).toThrow(SyntaxError);
  });

  it('lists the values a message uses, nested ones too', () => {
    const nodes = parseMessage('{a} {n, plural, one {{b}} other {{c, select, x {{d}} other {}}}}');
    expect([...valueNames(nodes)].sort()).toEqual(['a', 'b', 'c', 'd', 'n']);
  });
});
