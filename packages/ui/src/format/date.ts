// The display formats of dates, written on the platform's Date: the library these followed (dayjs with its
// relative-time plugin) cost 3.8 kB gzip on every signed-in page that shows a date, the dashboard included
// (decision 0010). date.test.ts holds the relative wording to that library's output over random dates.

import { localFormats } from './local-formats.ts';

/** A Date, an ISO 8601 string, or epoch milliseconds. */
export type DateInput = Date | string | number;

export interface FormatDateOptions {
  /** Adds the time of day: 'minutes' → HH:mm, 'seconds' → HH:mm:ss. */
  time?: 'minutes' | 'seconds';
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Missing or unreadable dates are null, so callers can write `formatDate(x) || 'Never'`. */
function parse(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  // A calendar day without a time is that day at local midnight (the platform would read it as UTC).
  const date =
    typeof value === 'string' && DATE_ONLY.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

function timeOfDay(date: Date, seconds: boolean) {
  const minutes = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return seconds ? `${minutes}:${pad(date.getSeconds())}` : minutes;
}

/** '22 November 2026', '22 November 2026 14:05' or '22 November 2026 14:05:09', in local time. */
export function formatDate(value: DateInput | null | undefined, options: FormatDateOptions = {}): string {
  const date = parse(value);
  if (!date) return '';
  const local = localFormats();
  if (local) return local.formats.localDate(local.locale, date, options.time);
  const day = `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
  return options.time ? `${day} ${timeOfDay(date, options.time === 'seconds')}` : day;
}

/** Time of day, 24-hour 'HH:mm'. */
export function formatTime(value: DateInput | null | undefined): string {
  const date = parse(value);
  if (!date) return '';
  const local = localFormats();
  return local ? local.formats.localTime(local.locale, date) : timeOfDay(date, false);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `date` moved by whole calendar months, its day kept or cut to the last of a shorter month. */
function addMonths(date: Date, months: number) {
  const moved = new Date(date.getTime());
  const day = date.getDate();
  moved.setDate(1);
  moved.setMonth(moved.getMonth() + months);
  const lastDay = new Date(moved.getFullYear(), moved.getMonth() + 1, 0).getDate();
  moved.setDate(Math.min(day, lastDay));
  return moved;
}

/** Calendar months from `to` back to `from` (positive when `from` is later), with the fraction of a month. */
function monthsBetween(from: Date, to: Date): number {
  if (from.getDate() < to.getDate()) return -monthsBetween(to, from);
  const whole = (to.getFullYear() - from.getFullYear()) * 12 + (to.getMonth() - from.getMonth());
  const anchor = addMonths(from, whole);
  const before = to.getTime() - anchor.getTime() < 0;
  const next = addMonths(from, whole + (before ? -1 : 1));
  const span = before ? anchor.getTime() - next.getTime() : next.getTime() - anchor.getTime();
  return -(whole + (to.getTime() - anchor.getTime()) / span) || 0;
}

// Each step: how a distance is said, the unit it is measured in (a step without one says the previous step's
// amount in words), and the largest rounded amount it covers. The common English wording of relative times.
type Unit = (from: Date, to: Date) => number;
const elapsed =
  (ms: number): Unit =>
  (from, to) =>
    (from.getTime() - to.getTime()) / ms;
// A day is counted in local days: a day with a clock change is still one day.
const days: Unit = (from, to) =>
  (from.getTime() - to.getTime() - (from.getTimezoneOffset() - to.getTimezoneOffset()) * MINUTE) / DAY;
// Other languages say the same steps through Intl: `as` is the step's unit there (a step in words is one of it).
type Step = { words: string; as: Intl.RelativeTimeFormatUnit; unit?: Unit; upTo?: number };
const STEPS: Step[] = [
  { words: 'a few seconds', as: 'second', unit: elapsed(SECOND), upTo: 44 },
  { words: 'a minute', as: 'minute', upTo: 89 },
  { words: '%d minutes', as: 'minute', unit: elapsed(MINUTE), upTo: 44 },
  { words: 'an hour', as: 'hour', upTo: 89 },
  { words: '%d hours', as: 'hour', unit: elapsed(HOUR), upTo: 21 },
  { words: 'a day', as: 'day', upTo: 35 },
  { words: '%d days', as: 'day', unit: days, upTo: 25 },
  { words: 'a month', as: 'month', upTo: 45 },
  { words: '%d months', as: 'month', unit: monthsBetween, upTo: 10 },
  { words: 'a year', as: 'year', upTo: 17 },
  { words: '%d years', as: 'year', unit: (from, to) => monthsBetween(from, to) / 12 },
];

/** '3 hours ago', 'in 2 days'; `now` is for tests and for screens that tick. */
export function formatRelative(value: DateInput | null | undefined, now: DateInput = Date.now()): string {
  const date = parse(value);
  const reference = parse(now);
  if (!date || !reference) return '';
  let amount = 0;
  let previous: Step | undefined;
  for (const step of STEPS) {
    if (step.unit) amount = step.unit(reference, date);
    const rounded = Math.round(Math.abs(amount));
    if (step.upTo === undefined || rounded <= step.upTo) {
      // One unit is said in words: "a minute", not "1 minutes".
      const said = rounded <= 1 && previous ? previous : step;
      const local = localFormats();
      if (local) {
        const count = said.unit ? rounded : 1;
        return local.formats.localRelative(local.locale, amount < 0 ? count : -count, said.as);
      }
      const words = said.words.replace('%d', String(rounded));
      return amount < 0 ? `in ${words}` : `${words} ago`;
    }
    previous = step;
  }
  return '';
}
