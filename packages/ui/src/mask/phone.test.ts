import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatPhone, maskPhoneInput, phoneInputValue } from './phone.ts';

describe('formatPhone', () => {
  it('formats +1 followed by ten digits', () => {
    expect(formatPhone('+12025550123')).toBe('+1 (202) 555-0123');
  });

  it('leaves everything else unchanged', () => {
    for (const v of [
      '',
      '12025550123', // no plus
      '+1202555012', // nine digits
      '+120255501234', // eleven digits
      '+1 202 555 0123', // already spaced
      '+1(202)5550123',
      ' +12025550123',
    ])
      expect(formatPhone(v)).toBe(v);
  });

  it('property: any ten digits after +1 come out in the mask with the same digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        const out = formatPhone(`+1${digits}`);
        expect(out).toMatch(/^\+1 \(\d{3}\) \d{3}-\d{4}$/);
        expect(out.replace(/\D/g, '')).toBe(`1${digits}`);
      }),
    );
  });

  it('property: strings that are not +1 and ten digits are returned as they are', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^\+(1\d{10}|[2-9]\d{6,14})$/.test(s)),
        (s) => {
          expect(formatPhone(s)).toBe(s);
        },
      ),
    );
  });
});

describe('maskPhoneInput', () => {
  it.each([
    ['', ''],
    ['4', '+1 (4'],
    ['415', '+1 (415'],
    ['4155', '+1 (415) 5'],
    ['4155550', '+1 (415) 555-0'],
    ['4155550123', '+1 (415) 555-0123'],
    ['41555501239', '+1 (415) 555-0123'],
    ['+1 415-555-0123', '+1 (415) 555-0123'],
    ['14155550123', '+1 (415) 555-0123'],
    ['(415) 555 0123', '+1 (415) 555-0123'],
    ['+1 (', ''],
    ['+1 (415) ', '+1 (415'],
    ['abc', ''],
  ])('shapes %j as %j', (typed, masked) => expect(maskPhoneInput(typed)).toBe(masked));

  it('property: a masked entry masks to itself and keeps its digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,10}$/), (digits) => {
        const once = maskPhoneInput(digits);
        expect(maskPhoneInput(once)).toBe(once);
        expect(phoneInputValue(once)).toBe(digits.length === 10 ? `+1${digits}` : null);
      }),
    );
  });
});

/** Any E.164 number outside North America: `+`, a first digit 2 to 9, 7 to 15 digits in all. */
const international = fc.stringMatching(/^[2-9]\d{6,14}$/).map((digits) => `+${digits}`);
const intl = { international: true };

describe('formatPhone of other countries', () => {
  it.each([
    ['+4532123456', '+45 32 12 34 56'],
    ['+33612345678', '+33 6 12 34 56 78'],
    ['+442071234567', '+44 207 123 4567'],
    ['+35312345678', '+353 12 34 56 78'],
    ['+79161234567', '+7 916 123 4567'],
    ['+6831234', '+683 1234'],
  ])('shows %j as %j', (e164, shown) => expect(formatPhone(e164)).toBe(shown));

  it('property: the country code comes first, the digits are kept, groups are one to four digits', () => {
    fc.assert(
      fc.property(international, (e164) => {
        const out = formatPhone(e164);
        expect(out.replace(/[^\d+]/g, '')).toBe(e164);
        const [code, ...groups] = out.split(' ');
        expect(e164.startsWith(code!)).toBe(true);
        for (const group of groups) expect(group).toMatch(/^\d{1,4}$/);
      }),
    );
  });

  it('property: what is shown is taken back as the same number by an international phone field', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          international,
          fc.stringMatching(/^\d{10}$/).map((d) => `+1${d}`),
        ),
        (e164) => {
          expect(phoneInputValue(formatPhone(e164), intl)).toBe(e164);
          expect(maskPhoneInput(formatPhone(e164), intl)).toBe(formatPhone(e164));
        },
      ),
    );
  });
});

describe('maskPhoneInput of an international field', () => {
  it.each([
    ['', ''],
    ['+', '+'],
    ['+4', '+4'],
    ['+45', '+45'],
    ['+453', '+45 3'],
    ['+45 3212 3456', '+45 32 12 34 56'],
    ['+45-32-12-34-56', '+45 32 12 34 56'],
    ['4155550123', '+1 (415) 555-0123'],
    ['+1 415 555 0123', '+1 (415) 555-0123'],
    ['+4412345678901234567', '+44 123 456 789 0123'],
  ])('shapes %j as %j', (typed, masked) => expect(maskPhoneInput(typed, intl)).toBe(masked));

  it('property: a masked entry masks to itself, and a complete one is its E.164 number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9]\d{0,16}$/), (digits) => {
        const once = maskPhoneInput(`+${digits}`, intl);
        expect(maskPhoneInput(once, intl)).toBe(once);
        const kept = digits.slice(0, 15);
        expect(phoneInputValue(once, intl)).toBe(kept.length >= 7 ? `+${kept}` : null);
      }),
    );
  });

  it('a field for +1 numbers only keeps shaping everything as +1', () => {
    expect(maskPhoneInput('+4532123456')).toBe('+1 (453) 212-3456');
    expect(phoneInputValue('+45 32 12 34 56')).toBe('+14532123456');
  });
});
