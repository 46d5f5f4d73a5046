// A day range (From, To) of the log lists. One that runs backwards matches nothing and the server refuses it
// (422): the list says so and offers the swap, without asking the server (docs/product-rules.md#audit-log).

/** From is after To: no entry can match. */
export const isBackwardsRange = (from: string | undefined, to: string | undefined) =>
  Boolean(from && to && from > to);

/**
 * A list query's SDK options, unless its day range runs backwards: then a page of nothing, answered here.
 * The list then shows the backwards range and its Swap instead of the server's refusal.
 */
export function unlessBackwards<Call extends object>(
  query: { date_from?: string | undefined; date_to?: string | undefined; size: number },
  call: Call,
) {
  if (!isBackwardsRange(query.date_from, query.date_to)) return call;
  return { ...call, queryFn: () => Promise.resolve({ items: [], total: 0, page: 1, size: query.size }) };
}
