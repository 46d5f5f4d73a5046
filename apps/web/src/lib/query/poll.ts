/**
 * How often a polled query refetches: fast while what it shows is changing by itself (a desktop starting),
 * then `settled`, or not at all when `settled` is false (the poll stops once nothing is changing). Each screen
 * that watches a live status uses this with TanStack Query's `refetchInterval`, which skips hidden tabs while
 * `refetchIntervalInBackground` is false.
 */
export function pollInterval(
  changing: boolean,
  every: { changing: number; settled: number | false },
): number | false {
  return changing ? every.changing : every.settled;
}
