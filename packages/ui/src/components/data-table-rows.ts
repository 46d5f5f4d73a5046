// Which rows the table draws: the first pass of a long page, and the range a Shift-click covers.
import { useDeferredValue } from 'react';

/**
 * How many of `count` rows to draw now: `firstPassRows` on a table's first render and when rows come to a table
 * that showed fewer than that (its skeleton, an empty result), then every row in a background render that React
 * may interrupt. A table that already showed a screenful draws its next rows at once.
 */
export function useFirstPass(count: number, firstPassRows: number | undefined): number {
  const firstPassLimit = firstPassRows ?? count;
  const firstPass = Math.min(count, firstPassLimit);
  // An initial value always costs a second render (React schedules one even when it equals the value).
  const before = useDeferredValue(count, count > firstPassLimit ? 0 : undefined);
  return before >= firstPassLimit ? count : Math.max(firstPass, before);
}

/** The ids from `from` to `to` in the order shown, both included; just `to` when `from` is not shown. */
export function rangeIds(shown: readonly string[], from: string | null, to: string): string[] {
  const start = from === null ? -1 : shown.indexOf(from);
  const end = shown.indexOf(to);
  if (start < 0 || end < 0) return [to];
  return shown.slice(Math.min(start, end), Math.max(start, end) + 1);
}
