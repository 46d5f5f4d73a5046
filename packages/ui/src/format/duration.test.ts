import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatDuration } from './duration.ts';

describe('formatDuration', () => {
  it('writes hh:mm:ss', () => {
    expect(formatDuration(1)).toBe('00:00:01');
    expect(formatDuration(59)).toBe('00:00:59');
    expect(formatDuration(60)).toBe('00:01:00');
    expect(formatDuration(3661)).toBe('01:01:01');
    expect(formatDuration(86_399)).toBe('23:59:59');
  });

  it('does not wrap hours at 24', () => {
    expect(formatDuration(86_400)).toBe('24:00:00');
    expect(formatDuration(27 * 3600)).toBe('27:00:00');
    expect(formatDuration(100 * 3600 + 5)).toBe('100:00:05');
  });

  it('reads N/A for zero, negative, missing and non-finite values', () => {
    for (const v of [0, -5, 0.4, Number.NaN, Infinity, null, undefined])
      expect(formatDuration(v)).toBe('N/A');
  });

  it('drops fractions of a second', () => {
    expect(formatDuration(61.9)).toBe('00:01:01');
  });

  it('property: parsing the output back gives the whole seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (s) => {
        const out = formatDuration(s);
        const match = /^(\d{2,}):([0-5]\d):([0-5]\d)$/.exec(out);
        expect(match).not.toBeNull();
        const [, h, m, sec] = match!.map(Number);
        expect(h! * 3600 + m! * 60 + sec!).toBe(s);
      }),
    );
  });
});
