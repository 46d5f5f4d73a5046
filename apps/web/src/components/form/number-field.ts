// The rules of number and price fields: they take what the console displays (grouped, `1,299.5`) as well as plain
// digits (docs/product-rules.md#formats-and-masks).
import * as v from 'valibot';

import { parseNumberInput, parsePriceInput } from '@console/ui';

/**
 * A rule's message: a function is read when the rule fails, so it says it in the tab's language then
 * (`() => translate(catalog, 'key')`); a schema is built once, when its screen's code loads.
 */
type RuleMessage = string | (() => string);

/** A whole number from `min` to `max`, typed grouped or not (`1,000`). */
export const wholeNumberField = (message: RuleMessage, { min = 0, max = 9_999_999 } = {}) =>
  v.pipe(
    v.string(),
    v.check((text) => {
      const n = parseNumberInput(text);
      return n !== null && n >= min && n <= max;
    }, message),
  );

/** A price in dollars with at most two decimals, typed as displayed (`1,299.50`, `$1,299.5`) or plain (`49`). */
export const priceField = (message: RuleMessage, maxCents = 999_999_999) =>
  v.pipe(
    v.string(),
    v.check((text) => {
      const cents = parsePriceInput(text);
      return cents !== null && cents <= maxCents;
    }, message),
  );
