import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatDate, formatRelative, formatTime } from './date.ts';

// The platform's own month names, an oracle independent of the formatter's table.
const MONTHS = Array.from({ length: 12 }, (_, m) =>
  new Date(2026, m, 1).toLocaleString('en', { month: 'long' }),
);
// Local-time dates, so the expectations hold in any TZ the tests run in.
const localDate = fc.date({ min: new Date(1970, 0, 2), max: new Date(2200, 0, 1), noInvalidDate: true });
const pad = (n: number) => String(n).padStart(2, '0');

describe('formatDate', () => {
  it('writes day, full month name and year, optionally with minutes or seconds', () => {
    const d = new Date(2026, 10, 22, 14, 5, 9);
    expect(formatDate(d)).toBe('22 November 2026');
    expect(formatDate(d, { time: 'minutes' })).toBe('22 November 2026 14:05');
    expect(formatDate(d, { time: 'seconds' })).toBe('22 November 2026 14:05:09');
  });

  it('does not pad the day and uses a 24-hour clock', () => {
    expect(formatDate(new Date(2026, 0, 3, 0, 0, 0), { time: 'seconds' })).toBe('3 January 2026 00:00:00');
    expect(formatDate(new Date(2026, 0, 3, 23, 59), { time: 'minutes' })).toBe('3 January 2026 23:59');
  });

  it('reads ISO strings and epoch milliseconds', () => {
    const d = new Date(2026, 10, 22, 8, 30);
    expect(formatDate(d.toISOString(), { time: 'minutes' })).toBe('22 November 2026 08:30');
    expect(formatDate(d.getTime())).toBe('22 November 2026');
  });

  it('renders missing or invalid dates as an empty string', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('property: the parts always match the local calendar fields of the date', () => {
    fc.assert(
      fc.property(localDate, (d) => {
        const expected = `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
        expect(formatDate(d)).toBe(expected);
        expect(formatDate(d, { time: 'minutes' })).toBe(
          `${expected} ${pad(d.getHours())}:${pad(d.getMinutes())}`,
        );
        expect(formatDate(d, { time: 'seconds' })).toBe(
          `${expected} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`,
        );
      }),
    );
  });
});

describe('formatTime', () => {
  it('writes the time of day as HH:mm', () => {
    expect(formatTime(new Date(2026, 10, 22, 7, 4, 59))).toBe('07:04');
    expect(formatTime(null)).toBe('');
  });

  it('property: always two-digit hours 00–23 and minutes 00–59 equal to the local time', () => {
    fc.assert(
      fc.property(localDate, (d) => {
        expect(formatTime(d)).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(formatTime(d)).toBe(`${pad(d.getHours())}:${pad(d.getMinutes())}`);
      }),
    );
  });
});

describe('formatRelative', () => {
  const now = new Date(2026, 10, 22, 12, 0, 0);

  it('says how long ago or how far ahead', () => {
    expect(formatRelative(new Date(2026, 10, 22, 9, 0, 0), now)).toBe('3 hours ago');
    expect(formatRelative(new Date(2026, 10, 22, 11, 59, 50), now)).toBe('a few seconds ago');
    expect(formatRelative(new Date(2026, 10, 24, 12, 0, 0), now)).toBe('in 2 days');
    expect(formatRelative(undefined, now)).toBe('');
  });

  it('property: past dates end in "ago", future dates start with "in"', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 * 365 * 24 * 3600 }), (seconds) => {
        expect(formatRelative(now.getTime() - seconds * 1000, now)).toMatch(/ ago$/);
        expect(formatRelative(now.getTime() + seconds * 1000, now)).toMatch(/^in /);
      }),
    );
  });
});

// The wording people know from most consoles, taken from dayjs's relative-time plugin, which these formats
// used to be built on: any two dates, minutes to centuries apart, read the same as with it.
describe('formatRelative against dayjs', () => {
  dayjs.extend(relativeTime);
  const instant = fc.date({ min: new Date(1971, 0, 1), max: new Date(2199, 0, 1), noInvalidDate: true });
  const offsets = fc.oneof(
    fc.integer({ min: -120_000, max: 120_000 }),
    fc.integer({ min: -3 * 24 * 3600_000, max: 3 * 24 * 3600_000 }),
    fc.integer({ min: -800 * 24 * 3600_000, max: 800 * 24 * 3600_000 }),
    fc.integer({ min: -40_000 * 24 * 3600_000, max: 40_000 * 24 * 3600_000 }),
  );

  it('property: the same words for any date and reference', () => {
    fc.assert(
      fc.property(instant, offsets, (now, offset) => {
        const date = new Date(now.getTime() + offset);
        expect(formatRelative(date, now)).toBe(dayjs(date).from(dayjs(now)));
      }),
      { numRuns: 3000 },
    );
  });

  it('the boundaries of each step, both ways', () => {
    const now = new Date(2026, 2, 31, 12, 0, 0);
    const seconds = [0, 44, 45, 89, 90, 2699, 2700, 5399, 5400, 75_599, 75_600, 129_599, 129_600];
    const longer = [26, 45, 46, 300, 319, 320, 545, 547, 5000].map((d) => d * 86_400);
    for (const s of [...seconds, ...longer]) {
      for (const sign of [1, -1]) {
        const date = new Date(now.getTime() + sign * s * 1000);
        expect(formatRelative(date, now)).toBe(dayjs(date).from(dayjs(now)));
      }
    }
  });
});

describe('reading dates', () => {
  it('reads a calendar day without a time as that day in local time', () => {
    expect(formatDate('2026-03-01', { time: 'minutes' })).toBe('1 March 2026 00:00');
  });
});
