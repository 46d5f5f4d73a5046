// The query of a server-paged list screen (docs/decisions/0011-domain-screen-pattern.md#decision): one page,
// asked for with the list's default sort and the factory's page size (or the search's `size`, which only
// reading every page sets), under the SDK's key for that call.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { ListSearch } from './list-search';

/** What a list's query factory owns: its default sort and its page size. */
interface ListPage {
  defaultSort: string;
  size: number;
  /**
   * The list offers no rows-per-page choice (a help search, a share's files): a `size` in its URL is not the
   * person's choice and is not sent.
   */
  fixedSize?: boolean;
}

/**
 * One page of a list. The search schema's default sort fills in a missing `sort`, the factory's page size is
 * added, and `build` makes the SDK's options for that query (`queryOptions(api, path, { params: { query } })`),
 * so the key is the call's own. The previous page stays on screen while the next one loads.
 */
export function pagedListQuery<Search extends ListSearch, Key extends readonly unknown[], Data>(
  search: Search,
  page: ListPage,
  build: (query: Search & { sort: string; size: number }) => {
    queryKey: Key;
    queryFn: (context: { signal: AbortSignal }) => Promise<Data>;
  },
) {
  const size = page.fixedSize ? page.size : (search.size ?? page.size);
  return queryOptions({
    ...build({ ...search, sort: search.sort ?? page.defaultSort, size }),
    placeholderData: keepPreviousData,
  });
}
