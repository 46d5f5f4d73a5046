// One number format for display and input (docs/product-rules.md#formats-and-masks): grouped with commas, a point
// before decimals; an input takes what is displayed (decision 0024).
const LOCALE = 'en-US';

/** `1000` → `1,000`; `1299.5` → `1,299.5` (at most `maxDecimals` decimals, default 2, none added). */
export function formatNumber(value: number, maxDecimals = 2): string {
  return value.toLocaleString(LOCALE, { maximumFractionDigits: maxDecimals });
}

/** Cents as a price in dollars: `129950` → `$1,299.50`. */
export function formatPrice(cents: number): string {
  return (cents / 100).toLocaleString(LOCALE, { style: 'currency', currency: 'USD' });
}

/** Cents as a price field shows them: `129950` → `1,299.50`. */
export function priceInputText(cents: number): string {
  return (cents / 100).toLocaleString(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
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
