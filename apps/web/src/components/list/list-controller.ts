// The list controller every server-paged list screen calls: the URL's search in, the list's state out, no
// JSX. The toolbar, the table, the empty states and the selection bar read it from the list context
// (list-context.tsx) (docs/decisions/0011-domain-screen-pattern.md).
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';

import { LIST_READ_ALL_SIZE, type ListSearch } from '~/lib/lists/list-search';
import type { ViewAudience } from '~/lib/lists/list-views';

import { type ActiveFilter, activeFilters, type ListFilter } from './list-filters';
import { type ListScreenOptions, type Page, rowIdOf } from './list-screen-options';
import { useDefaultView } from './use-default-view';
import { useListPage } from './use-list-page';
import { useListSearch } from './use-list-search';
import { type ListSelection, useListSelection } from './use-list-selection';
import { type LiveRows, useLiveRows } from './use-live-rows';

export function useListController<Search extends ListSearch, Data extends Page<Keyed>>(
  options: ListScreenOptions<Search, Data>,
): ListController<Search, Data> {
  type Row = Data['items'][number];
  const { search: urlSearch, setSearch, applySearch, replacePage, openedBare } = useListSearch(options);
  const audience: ViewAudience = options.from.startsWith('/admin') ? 'staff' : 'user';
  const defaults = useDefaultView(audience, options.viewsKey, openedBare, applySearch);
  // The person's own columns while the URL names none (docs/product-rules.md#columns-and-views).
  const search = useMemo(
    () =>
      urlSearch.columns !== undefined || defaults.columns === undefined
        ? urlSearch
        : { ...urlSearch, columns: defaults.columns },
    [urlSearch, defaults.columns],
  );
  // The shown columns change the table, not the rows: the query (and its key) goes without them.
  const rowSearch = useMemo(() => ({ ...search, columns: undefined }), [search]);
  const pageQuery = options.query(rowSearch);
  const page = useListPage(pageQuery, !defaults.awaiting, replacePage);
  const { data } = page.query;
  const live = useLiveRows(pageQuery.queryKey, page.query);
  const filters = (typeof options.filters === 'function' ? options.filters(data) : options.filters) ?? [];

  const queryClient = useQueryClient();
  /** One page under the URL's filters and sort, in the contract's largest pages (export, "select all"). */
  const fetchPage = (n: number) =>
    // The page's own type carries more than the rows (counts by status); its rows are all that is read.
    queryClient.fetchQuery(options.query({ ...rowSearch, page: n, size: LIST_READ_ALL_SIZE })) as Promise<
      Page<Row>
    >;
  const selection = useListSelection<Row>({
    actions: options.bulkActions ?? [],
    rowId: rowIdOf,
    rowLabel: options.rowLabel ?? rowIdOf,
    noun: options.noun,
    rows: data?.items ?? [],
    total: data?.total ?? 0,
    filterKey: JSON.stringify({ ...rowSearch, page: undefined, sort: undefined, size: undefined }),
    loadAll: async (signal, onProgress) => {
      const tools = await import('./actions/actions.lazy');
      return tools.collectPages<Row>(fetchPage, { signal, onPage: onProgress });
    },
  });
  const chips = activeFilters(search, filters);
  const clearFilters = () =>
    setSearch({ search: undefined, ...Object.fromEntries(filters.map((f) => [f.key, undefined])) });
  return {
    ...page,
    options,
    search,
    setSearch,
    clearFilters,
    applySearch,
    audience,
    filters,
    chips,
    fetchPage,
    selection,
    live,
  };
}

type Keyed = { id: number | string };

/** What a list screen's controller holds; the list context hands it to the toolbar, table and empty states. */
export interface ListController<
  Search extends ListSearch = ListSearch,
  Data extends Page<Keyed> = Page<Keyed>,
> {
  options: ListScreenOptions<Search, Data>;
  /** The URL's search, read through the list's schema; `columns` the person's own while the URL names none. */
  search: Search;
  /** Changes the URL's search; anything but paging starts again at page 1. */
  setSearch: (patch: Partial<Search> | Partial<ListSearch>) => void;
  /** Turns the search and every filter off. */
  clearFilters: () => void;
  /** Goes to a saved view's search. */
  applySearch: (search: Record<string, unknown>, replace?: boolean) => Promise<void>;
  audience: ViewAudience;
  /** The page on screen (its data may carry more than the rows, e.g. counts by status). */
  query: UseQueryResult<Data>;
  lastPage: number;
  /** The URL asks for a page past the last one. */
  pastTheEnd: boolean;
  filters: readonly ListFilter<Search>[];
  /** The filters (and search) that are on, as chips. */
  chips: readonly ActiveFilter[];
  fetchPage: (page: number) => Promise<Page<Data['items'][number]>>;
  selection: ListSelection<Data['items'][number]>;
  /** The rows on screen under live updates: changed in place, new ones held back, deleted ones marked. */
  live: LiveRows<Data['items'][number]>;
}
