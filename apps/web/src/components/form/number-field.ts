// The rules of number and price fields: they take what the console displays (grouped, `1,299.5`; in German
// `1.299,5`, in French `1 299,5`) as well as plain digits (docs/product-rules.md#formats-and-masks). The text is
// read in the tab's language when the rule runs: one typed before a switch of language is read the same or refused
// with the field's message, never read as another number (`parseNumberInput`).
import * as v from 'valibot';

import { formatNumber, parseNumberInput, parsePriceInput, priceInputText } from '@console/ui';

/**
 * A rule's message: a function is read when the rule fails, so it says it in the tab's language then
 * (`() => translate(catalog, 'key')`); a schema is built once, when its screen's code loads.
 */
type RuleMessage = string | (() => string);

/** A whole number from `min` to `max`, typed grouped or not (`1,000`, `1.000`, `1 000`). */
export const wholeNumberField = (message: RuleMessage, { min = 0, max = 9_999_999 } = {}) =>
  v.pipe(
    v.string(),
    v.check((text) => {
      const n = parseNumberInput(text);
      return n !== null && n >= min && n <= max;
    }, message),
  );

/**
 * A price in dollars with at most two decimals, typed as displayed (`1,299.50`, `$1,299.5`, `1.299,50 $`) or plain
 * (`49`, `49,90` in German and French). A message that shows examples writes them with `priceExamples()`.
 */
export const priceField = (message: RuleMessage, maxCents = 999_999_999) =>
  v.pipe(
    v.string(),
    v.check((text) => {
      const cents = parsePriceInput(text);
      return cents !== null && cents <= maxCents;
    }, message),
  );

/**
 * The number a field's rule accepted, read again from its text for the request (`read` is `parsePriceInput(text)`
 * or `parseNumberInput(text)`). A switch of language between the rule and the request could leave the text
 * unreadable, never read as another number: the save then fails with the field's message instead of sending 0.
 */
export function checkedNumber(read: number | null, message: RuleMessage): number {
  if (read === null) throw new Error(typeof message === 'function' ? message() : message);
  return read;
}

/** The examples a price field's message gives, written in the tab's language: `49`, `49.90` and `1,299.50`. */
export const priceExamples = () => ({
  whole: formatNumber(49),
  cents: priceInputText(4990),
  grouped: priceInputText(129950),
});
