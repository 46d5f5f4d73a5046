// The query of a server-paged list screen (docs/decisions/0011-domain-screen-pattern.md#decision): one page,
// keyed by the URL's search, asked for with the list's default sort and the factory's page size (or the
// search's `size`, which only reading every page sets).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListSearch } from './list-search';

/**
 * One page of a list, under its domain's key (`[...root, 'list', search]`). The search schema's default sort
 * fills in a missing `sort`; the previous page stays on screen while the next one loads.
 */
export function pagedListQuery<Search extends ListSearch, Data>(
  root: readonly unknown[],
  search: Search,
  page: { defaultSort: string; size: number },
  /** Asks for the page; it may hand `signal` on, so that a page no longer wanted is not waited for. */
  fetchPage: (query: Search & { sort: string; size: number }, signal: AbortSignal) => Promise<{ data: Data }>,
) {
  // The sort and size filled in are the list's own constants (or the search's size): its search alone tells
  // its pages apart.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: [...root, 'list', search],
    queryFn: async ({ signal }) =>
      (
        await fetchPage(
          { ...search, sort: search.sort ?? page.defaultSort, size: search.size ?? page.size },
          signal,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}
