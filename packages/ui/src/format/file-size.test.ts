import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { FILE_SIZE_UNITS, formatFileSize } from './file-size.ts';

const KB = 1024;
const TB = KB ** 4;

describe('formatFileSize', () => {
  it('keeps two decimals at the edges of each unit', () => {
    expect(formatFileSize(0)).toBe('0.00 B');
    expect(formatFileSize(1)).toBe('1.00 B');
    expect(formatFileSize(1023)).toBe('1023.00 B');
    expect(formatFileSize(1024)).toBe('1.00 KB');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(KB ** 2)).toBe('1.00 MB');
    expect(formatFileSize(KB ** 3)).toBe('1.00 GB');
    expect(formatFileSize(TB)).toBe('1.00 TB');
  });

  it('moves up a unit rather than showing 1024.00', () => {
    expect(formatFileSize(KB ** 2 - 1)).toBe('1.00 MB');
  });

  it('stays in TB beyond 1024 TB', () => {
    expect(formatFileSize(1024 * TB)).toBe('1024.00 TB');
    expect(formatFileSize(5000 * TB)).toBe('5000.00 TB');
  });

  it('reads N/A for negative, missing and non-finite values', () => {
    for (const v of [-1, Number.NaN, Infinity, null, undefined]) expect(formatFileSize(v)).toBe('N/A');
  });

  it('property: two decimals, a known unit, below 1024 unless in TB, and close to the input', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e18, noNaN: true }), (bytes) => {
        const match = /^(\d+\.\d{2}) (B|KB|MB|GB|TB)$/.exec(formatFileSize(bytes));
        expect(match).not.toBeNull();
        const value = Number(match![1]);
        const unit = FILE_SIZE_UNITS.indexOf(match![2] as (typeof FILE_SIZE_UNITS)[number]);
        if (unit < FILE_SIZE_UNITS.length - 1) expect(value).toBeLessThan(1024);
        if (unit > 0) expect(value).toBeGreaterThanOrEqual(1);
        // Rounded to two decimals of the unit, so the error is at most half a hundredth of a unit.
        expect(Math.abs(value * 1024 ** unit - bytes)).toBeLessThanOrEqual(
          0.005 * 1024 ** unit + 1e-6 * bytes,
        );
      }),
    );
  });

  it('property: larger inputs never read as smaller', () => {
    const toBytes = (out: string) => {
      const [v, u] = out.split(' ');
      return Number(v) * 1024 ** FILE_SIZE_UNITS.indexOf(u as (typeof FILE_SIZE_UNITS)[number]);
    };
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(toBytes(formatFileSize(hi))).toBeGreaterThanOrEqual(toBytes(formatFileSize(lo)));
      }),
    );
  });
});
