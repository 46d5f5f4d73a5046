import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime.js';

dayjs.extend(relativeTime);

/** Anything dayjs can read: a Date, an ISO string, or epoch milliseconds. */
export type DateInput = Date | string | number;

export interface FormatDateOptions {
  /** Adds the time of day: 'minutes' → HH:mm, 'seconds' → HH:mm:ss. */
  time?: 'minutes' | 'seconds';
}

const DATE_FORMAT = 'D MMMM YYYY';
const TIME_FORMATS = { minutes: 'HH:mm', seconds: 'HH:mm:ss' } as const;

/** Missing or unreadable dates render as an empty string, so callers can write `formatDate(x) || 'Never'`. */
function parse(value: DateInput | null | undefined) {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** '22 November 2026', '22 November 2026 14:05' or '22 November 2026 14:05:09', in local time. */
export function formatDate(value: DateInput | null | undefined, options: FormatDateOptions = {}): string {
  const date = parse(value);
  if (!date) return '';
  const format = options.time ? `${DATE_FORMAT} ${TIME_FORMATS[options.time]}` : DATE_FORMAT;
  return date.format(format);
}

/** Time of day, 24-hour 'HH:mm'. */
export function formatTime(value: DateInput | null | undefined): string {
  return parse(value)?.format(TIME_FORMATS.minutes) ?? '';
}

/** '3 hours ago', 'in 2 days'; `now` is for tests and for screens that tick. */
export function formatRelative(value: DateInput | null | undefined, now: DateInput = Date.now()): string {
  const date = parse(value);
  return date ? date.from(dayjs(now)) : '';
}
