// A batch of live events applied to the Query cache (docs/decisions/0048-live-data-in-the-app.md): the queries
// they touch (event-targets.ts) are marked stale and only those on screen refetch; in a hidden tab none does,
// and Query refetches what is stale once the tab is shown again (refetch on window focus). The lists' news and
// who deleted an open record go into the cache beside them (live-cache.ts).
import type { QueryClient } from '@tanstack/react-query';

import type { LiveEvent } from '@console/sdk';

import { planBatch, type Reader } from './event-targets';
import { liveDeletedKey, liveListKey, type LiveListNews } from './live-cache';

/** How many created and deleted ids a list remembers. */
const KEPT = 200;

// Hidden as Query's own focus manager sees it (`visibilityState`).
const shownOnly = () => (document.visibilityState === 'hidden' ? 'none' : 'active');

export function applyEvents(queryClient: QueryClient, events: readonly LiveEvent[], reader: Reader) {
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.queryKey[0] !== 'live');
  const plan = planBatch(events, queries, reader);
  const at = Date.now();
  for (const { key, news } of plan.lists.values())
    queryClient.setQueryData<LiveListNews>(liveListKey(key), (old) => ({
      created: [...(old?.created ?? []), ...news.created].slice(-KEPT),
      deleted: [...(old?.deleted ?? []), ...news.deleted].slice(-KEPT),
      at,
    }));
  for (const [path, actor] of plan.deleted) queryClient.setQueryData(liveDeletedKey(path), actor);
  return Promise.all([
    queryClient.invalidateQueries({
      predicate: (query) => plan.refetch.has(query.queryHash),
      refetchType: shownOnly(),
    }),
    queryClient.invalidateQueries({
      predicate: (query) => plan.stale.has(query.queryHash),
      refetchType: 'none',
    }),
  ]);
}

/** The server could not replay what was missed: everything is stale, and what is on screen is read again. */
export const applyReset = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ refetchType: shownOnly() });
