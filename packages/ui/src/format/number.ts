// One number format for display and input (docs/product-rules.md#formats-and-masks): grouped with commas, a point
// before decimals; an input takes what is displayed (decision 0024). Written without Intl: the first Intl call of a
// page loads the browser's locale data (~35 ms on a fast machine, before the first list or dashboard can paint),
// and these en-US formats need none of it (decision 0010). number.test.ts holds them to Intl's output. German and
// French write and read numbers their own way, with what intl-formats.ts brings (docs/decisions/0049-languages.md).

import type { Locale } from '../i18n/locale.ts';
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

/**
 * `1000` → `1,000`; `1299.5` → `1,299.5` (at most `maxDecimals` decimals, default 2, none added), in `locale`
 * (default the tab's: `1.299,5`, `1 299,5`).
 */
export function formatNumber(value: number, maxDecimals = 2, locale?: Locale): string {
  const local = localFormats(locale);
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

/** Cents as a price field shows them, in `locale` (default the tab's): `129950` → `1,299.50` (`1.299,50`). */
export function priceInputText(cents: number, locale?: Locale): string {
  const local = localFormats(locale);
  return local ? local.formats.localNumber(local.locale, cents / 100, 2, 2) : format(cents / 100, 2, 2);
}

/**
 * How a language writes a number in a field, as regular expression sources: what separates groups of three
 * digits, the decimal sign, and the dollar sign allowed before the number and (German, French) after it.
 */
interface NumberInputForm {
  group: string;
  decimal: string;
  before: string;
  after?: string;
}
const ENGLISH_INPUT: NumberInputForm = { group: ',', decimal: '\\.', before: '\\$' };

/**
 * What a number field takes, as a number, read in the tab's language when it is called: what the display shows
 * (`1,299.5`, `$1,299.50`; `1.299,5`, `1.299,50 $`; `1 299,5`, `1 299,50 $US`) or plain digits (`1299.5`,
 * `1299,5`); surrounding spaces and a dollar sign are ignored. Null for anything else: groups that are not threes
 * (`1,29`, German `1.5`), more than `maxDecimals` decimals (default 0: whole numbers), signs, letters, another
 * language's separators. With at most two decimals no text is read as two different numbers in two languages
 * (a group has three digits, a fraction at most two), so input typed before a switch is read the same or refused.
 */
export function parseNumberInput(text: string, maxDecimals = 0): number | null {
  const local = localFormats();
  const { group, decimal, before, after } = local?.formats.NUMBER_INPUT[local.locale] ?? ENGLISH_INPUT;
  const bare = text.trim().replace(new RegExp(`^${before}\\s*${after ? `|\\s*${after}$` : ''}`), '');
  const match = new RegExp(`^(\\d{1,3}(?:${group}\\d{3})+|\\d+)(?:${decimal}(\\d+))?$`).exec(bare);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > maxDecimals) return null;
  return Number(`${whole.replace(/\D/g, '')}${fraction && `.${fraction}`}`);
}

/** A price field's text as cents (`1,299.5` → `129950`), or null when it is not a price. */
export function parsePriceInput(text: string): number | null {
  const dollars = parseNumberInput(text, 2);
  return dollars === null ? null : Math.round(dollars * 100);
}
