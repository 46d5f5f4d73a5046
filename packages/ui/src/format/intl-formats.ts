// The display formats in German and French, through Intl (docs/decisions/0049-languages.md), loaded with the
// first switch to one of them (local-formats.ts). English keeps its own code in each format's file: it is the
// spec's exact wording and needs no Intl locale data (number.ts).

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format as T;
}

/** '29. November 2026' / '29 novembre 2026', with '14:05' or '14:05:09' when asked. */
function localDate(locale: string, date: Date, time?: 'minutes' | 'seconds'): string {
  return cached(
    `date:${locale}:${time ?? ''}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        ...(time && { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
        ...(time === 'seconds' && { second: '2-digit' }),
      }),
  ).format(date);
}

function localTime(locale: string, date: Date): string {
  return cached(
    `time:${locale}`,
    () => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  ).format(date);
}

/** 'vor 3 Stunden', 'dans 2 jours': `amount` whole units, negative in the past. */
function localRelative(locale: string, amount: number, unit: Intl.RelativeTimeFormatUnit): string {
  return cached(`relative:${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })).format(
    amount,
    unit,
  );
}

function localNumber(locale: string, value: number, minDecimals: number, maxDecimals: number): string {
  return cached(
    `number:${locale}:${minDecimals}:${maxDecimals}`,
    () =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: minDecimals,
        maximumFractionDigits: maxDecimals,
      }),
  ).format(value);
}

/** '1.299,50 $' / '1 299,50 $US': the locale's own way with the currency. */
function localPrice(locale: string, dollars: number): string {
  return cached(
    `price:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }),
  ).format(dollars);
}

/** "Not available" as the locale abbreviates it (durations and sizes without a value). */
const NOT_AVAILABLE: Record<string, string> = { de: 'k. A.', fr: 'N/D' };
/** Byte units as the locale writes them: French counts in octets. */
const BYTE_UNITS: Record<string, readonly string[]> = {
  de: ['B', 'KB', 'MB', 'GB', 'TB'],
  fr: ['o', 'Ko', 'Mo', 'Go', 'To'],
};

/**
 * How a number field reads a number in the locale (number.ts, docs/product-rules.md#formats-and-masks): groups
 * of three after a point (German) or a space, no-break space or narrow no-break space (French, which Intl writes),
 * a comma before decimals, and the dollar sign as the locale's prices show it after the amount (`1.299,50 $`,
 * `1 299,50 $US`) or before it as in English. A point in German is only ever a group separator: `1.5` is refused,
 * never read as 1.5 or 15.
 */
const NUMBER_INPUT: Record<string, { group: string; decimal: string; before: string; after: string }> = {
  de: { group: '\\.', decimal: ',', before: '\\$', after: '\\$' },
  fr: { group: '[ \\u00a0\\u202f]', decimal: ',', before: '\\$(?:US)?', after: '\\$(?:US)?' },
};

/** What local-formats.ts loads: one object, so the formats arrive together. */
export const intlFormats = {
  localDate,
  localTime,
  localRelative,
  localNumber,
  localPrice,
  NOT_AVAILABLE,
  BYTE_UNITS,
  NUMBER_INPUT,
};
