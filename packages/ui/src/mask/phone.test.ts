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
      '+442071234567', // another country
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
        fc.string().filter((s) => !/^\+1\d{10}$/.test(s)),
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
