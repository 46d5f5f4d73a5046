// The query of a server-paged list screen (docs/decisions/0011-domain-screen-pattern.md#decision): one page,
// asked for with the list's default sort and the factory's page size (or the search's `size`, which only
// reading every page sets), under the SDK's key for that call.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { ListSearch } from './list-search';

/**
 * One page of a list. The search schema's default sort fills in a missing `sort`, the factory's page size is
 * added, and `build` makes the SDK's options for that query (`queryOptions(api, path, { params: { query } })`),
 * so the key is the call's own. The previous page stays on screen while the next one loads.
 */
export function pagedListQuery<Search extends ListSearch, Key extends readonly unknown[], Data>(
  search: Search,
  page: { defaultSort: string; size: number },
  build: (query: Search & { sort: string; size: number }) => {
    queryKey: Key;
    queryFn: (context: { signal: AbortSignal }) => Promise<Data>;
  },
) {
  return queryOptions({
    ...build({ ...search, sort: search.sort ?? page.defaultSort, size: search.size ?? page.size }),
    placeholderData: keepPreviousData,
  });
}
