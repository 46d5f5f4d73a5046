// One number format for display and input (docs/product-rules.md#formats-and-masks): grouped with commas, a point
// before decimals; an input takes what is displayed (decision 0024). Written without Intl: the first Intl call of a
// page loads the browser's locale data (~35 ms on a fast machine, before the first list or dashboard can paint),
// and these en-US formats need none of it (decision 0010). number.test.ts holds them to Intl's output.

import { localFormats } from './local-formats.ts';

/** `1234567` digits → `1,234,567`. */
const groupDigits = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * `value` with `min`–`max` decimals, grouped. Rounds as Intl does: half away from zero on the shortest decimal
 * that reads back as the number (`1.005` → `1.01`, where toFixed, working on the binary value, gives `1.00`): the
 * rounding works on that decimal's digits, never on a scaled binary value (which, past 2^51, cannot hold the
 * digit that decides). What the platform writes with an exponent (from 1e21), NaN and infinities are left to Intl.
 */
function format(value: number, minDecimals: number, maxDecimals: number): string {
  const abs = Math.abs(value);
  // Below a millionth every format here rounds to zero (keeping the sign, as Intl does).
  const shortest = abs < 1e-6 ? '0' : String(abs);
  if (!/^\d+(\.\d+)?$/.test(shortest))
    return value.toLocaleString('en-US', {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    });
  const [whole = '0', fraction = ''] = shortest.split('.');
  // The kept digits as one integer, plus one in the last kept place when the first dropped digit is 5 or more.
  const kept = BigInt(whole + fraction.slice(0, maxDecimals).padEnd(maxDecimals, '0'));
  const text = String((fraction[maxDecimals] ?? '0') >= '5' ? kept + 1n : kept).padStart(
    maxDecimals + 1,
    '0',
  );
  const cut = text.length - maxDecimals;
  let decimals = text.slice(cut);
  while (decimals.length > minDecimals && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupDigits(text.slice(0, cut))}${decimals && `.${decimals}`}`;
}

/** `1000` → `1,000`; `1299.5` → `1,299.5` (at most `maxDecimals` decimals, default 2, none added). */
export function formatNumber(value: number, maxDecimals = 2): string {
  const local = localFormats();
  return local
    ? local.formats.localNumber(local.locale, value, 0, maxDecimals)
    : format(value, 0, maxDecimals);
}

/** Cents as a price in dollars: `129950` → `$1,299.50`. */
export function formatPrice(cents: number): string {
  const local = localFormats();
  if (local) return local.formats.localPrice(local.locale, cents / 100);
  const text = format(cents / 100, 2, 2);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** Cents as a price field shows them: `129950` → `1,299.50`. */
export function priceInputText(cents: number): string {
  return format(cents / 100, 2, 2);
}

/** Digits, grouped by commas in threes or not grouped at all, then an optional point and decimals. */
const NUMBER = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;

/**
 * What a number field takes, as a number: what the display shows (`1,299.5`, `$1,299.50`) or plain digits
 * (`1299.5`); surrounding spaces and a leading `$` are ignored. Null for anything else: groups that are not
 * threes (`1,29`), more than `maxDecimals` decimals (default 0: whole numbers), signs, letters.
 */
export function parseNumberInput(text: string, maxDecimals = 0): number | null {
  const match = NUMBER.exec(text.trim().replace(/^\$\s*/, ''));
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > maxDecimals) return null;
  return Number(`${whole.replaceAll(',', '')}${fraction && `.${fraction}`}`);
}

/** A price field's text as cents (`1,299.5` → `129950`), or null when it is not a price. */
export function parsePriceInput(text: string): number | null {
  const dollars = parseNumberInput(text, 2);
  return dollars === null ? null : Math.round(dollars * 100);
}
