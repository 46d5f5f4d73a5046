import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone.ts';

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
