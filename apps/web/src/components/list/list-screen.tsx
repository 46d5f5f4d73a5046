// One hook for every server-paged list screen: the URL's search (page, search, sort) in, everything the
// search box, the table and the pager need out, with one empty state for "nothing yet", "nothing matches"
// and "this page is past the last" (docs/decisions/0011-domain-screen-pattern.md).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type RegisteredRouter, useNavigate, useSearch } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';

import { Button, type DataTableProps, EmptyState, type SortState } from '@console/ui';

import { LIST_PAGE_SIZES, LIST_READ_ALL_SIZE, type ListSearch } from '~/lib/lists/list-search';
import { listViewsQuery, type ViewAudience } from '~/lib/lists/list-views';

import type { ListExporter } from './list-export-button';
import { activeFilters, FilterChips, ListFilterSelects } from './list-filters';
import { type ListScreenOptions, type Page } from './list-screen-options';
import { useListSelection } from './list-selection';
import { sortParamOf, sortStateOf } from './list-sort';
import type { ColumnChoice, ListTableLayout, ListViewsControl } from './list-views-tools';

// What a screen passes to the hook, in its own module (list-screen-options.ts); the toolbar is list-toolbar.tsx.
export type { ListRouteId, ListScreenOptions, ListSearchSchema, Page } from './list-screen-options';

/** The URL's search as a view keeps it: without the page, and without what is off. */
const viewSearchOf = (search: object) =>
  Object.fromEntries(Object.entries(search).filter(([key, value]) => key !== 'page' && value !== undefined));

/** The sizes offered, the list's own among them. */
const pageSizesWith = (own: number) => [...new Set([...LIST_PAGE_SIZES, own])].sort((a, b) => a - b);

const idOf = (row: unknown) => String((row as { id: number | string }).id);

export function useListScreen<Search extends ListSearch, Data extends Page<unknown>>(
  options: ListScreenOptions<Search, Data>,
) {
  type Row = Data['items'][number];
  // The route has validated its search with the same schema; reading it through the schema again types it
  // here without a cast (the schemas' fallbacks make a second pass give the same values).
  const from: keyof RegisteredRouter['routesById'] = options.from;
  const urlSearch: unknown = useSearch({ from });
  const search = useMemo(() => v.parse(options.schema, urlSearch), [options.schema, urlSearch]);
  // The shown columns change the table, not the rows: the query (and its key) goes without them.
  const rowSearch = useMemo(() => ({ ...search, columns: undefined }), [search]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // Saved views: a list opened without any search opens with the person's default view (if any), and asks
  // for its rows only once that is known (docs/decisions/0033-saved-views-and-columns.md).
  const audience: ViewAudience = from.startsWith('/admin') ? 'staff' : 'user';
  const { viewsKey } = options;
  const views = useQuery(listViewsQuery(audience, viewsKey));
  /** Goes to a saved view's search, read through the list's schema (a stale value is dropped). */
  const applySearch = (viewSearch: Record<string, unknown>, replace = false) => {
    options.onSearchChange?.();
    return navigate({ to: '.', search: viewSearchOf(v.parse(options.schema, viewSearch)), replace });
  };
  const [awaitingViews, setAwaitingViews] = useState(
    () => Object.keys(viewSearchOf(urlSearch as object)).length === 0,
  );
  const [defaultSearch, setDefaultSearch] = useState<Record<string, unknown> | null>(null);
  if (awaitingViews && !views.isPending) {
    setAwaitingViews(false);
    setDefaultSearch(views.data?.find((view) => view.is_default)?.search ?? null);
  }
  useEffect(() => {
    if (!defaultSearch) return;
    void applySearch(defaultSearch, true).finally(() => setDefaultSearch(null));
    // Once, for the default view found when the list opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [defaultSearch]);
  const awaitingDefault = awaitingViews || defaultSearch !== null;

  const listQuery = options.query(rowSearch);
  const query = useQuery(awaitingDefault ? { ...listQuery, enabled: false } : listQuery);
  const { data } = query;

  /** Changes the URL's search; anything but paging starts again at page 1. */
  // Nothing to wait for once the URL changes, so handlers stay plain functions.
  // Paging, the search box and the sort change only the keys every list has (ListSearch).
  const setSearch = (patch: Partial<Search> | Partial<ListSearch>) => {
    options.onSearchChange?.();
    void navigate({
      to: '.',
      // Through the list's schema, so the patch is typed by the route: a value the list does not take (a
      // column that does not sort) is dropped as a hand-edited URL's would be.
      search: (prev) => ({ ...prev, ...v.parse(options.schema, { ...prev, page: undefined, ...patch }) }),
    });
  };

  // The table reports its columns (their ids and headers) for the Columns dialog.
  const [columnChoices, setColumnChoices] = useState<readonly ColumnChoice[]>([]);
  const viewsControl: ListViewsControl = {
    columns: search.columns,
    setColumns: (columns) => setSearch({ columns }),
    choices: columnChoices,
    audience,
    listKey: viewsKey,
    current: viewSearchOf(search),
    apply: (viewSearch) => void applySearch(viewSearch),
  };

  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
  const pastTheEnd = data !== undefined && data.items.length === 0 && data.total > 0 && data.page > lastPage;

  // A page emptied by a delete on this screen steps back one page; a stale bookmark says so instead.
  const hadRows = useRef<number | null>(null);
  useEffect(() => {
    if (!data || query.isPlaceholderData) return;
    if (pastTheEnd && hadRows.current === data.page) {
      void navigate({
        to: '.',
        search: (prev) => ({ ...prev, page: lastPage }),
        replace: true,
      });
    }
    hadRows.current = data.items.length > 0 ? data.page : null;
  }, [data, pastTheEnd, lastPage, navigate, query.isPlaceholderData]);

  const goToPage = (page: number) => setSearch({ page });
  const clearSearch = () => setSearch({ search: undefined });
  const filters = (typeof options.filters === 'function' ? options.filters(data) : options.filters) ?? [];
  // A filter's key and value come from the screen's own filter list; the schema checks them on the way.
  const setFilter = (key: string, value: unknown) => setSearch({ [key]: value } as Partial<Search>);
  const clearFilters = () =>
    setSearch({ search: undefined, ...Object.fromEntries(filters.map((f) => [f.key, undefined])) });

  const chips = activeFilters(search, filters);
  // Every page under the URL's filters and sort, through the list's own query, in the contract's largest pages.
  const exporter: ListExporter<Row> = {
    noun: options.noun,
    fetchPage: (page) =>
      queryClient.fetchQuery(options.query({ ...rowSearch, page, size: LIST_READ_ALL_SIZE })) as Promise<
        Page<Row>
      >,
  };
  const selection = useListSelection<Row>({
    actions: options.bulkActions ?? [],
    rowId: idOf,
    rowLabel: options.rowLabel ?? idOf,
    noun: options.noun,
    rows: data?.items ?? [],
    total: data?.total ?? 0,
    filterKey: JSON.stringify({ ...rowSearch, page: undefined, sort: undefined, size: undefined }),
    loadAll: async (signal, onProgress) => {
      const tools = await import('./actions/actions.lazy');
      return tools.collectPages<Row>(exporter.fetchPage, { signal, onPage: onProgress });
    },
  });
  let empty: ReactNode = options.empty;
  if (pastTheEnd) {
    empty = (
      <EmptyState
        title={`Page ${data.page} is empty`}
        description={`There are ${data.total} ${options.noun}, on ${lastPage} ${lastPage === 1 ? 'page' : 'pages'}.`}
        action={
          <Button variant="secondary" onClick={() => goToPage(lastPage)}>
            Go to page {lastPage}
          </Button>
        }
      />
    );
  } else if (chips.length > 0) {
    const searchOnly = chips.length === 1 && search.search;
    empty = (
      <EmptyState
        title={
          searchOnly
            ? `No ${options.noun} match “${search.search}”`
            : `No ${options.noun} match these filters`
        }
        description={options.searchHint}
        action={
          <Button variant="secondary" onClick={searchOnly ? clearSearch : clearFilters}>
            {searchOnly ? 'Clear the search' : 'Clear all filters'}
          </Button>
        }
      />
    );
  }

  const table: Pick<
    DataTableProps<Row>,
    'rows' | 'loading' | 'error' | 'pagination' | 'sort' | 'onSortChange' | 'empty' | 'selection'
  > &
    ListTableLayout = {
    ...selection.table,
    columnLayout: { value: search.columns, onColumns: setColumnChoices },
    rows: data?.items ?? [],
    // The previous page stays on screen, dimmed and aria-busy, until the next one is here.
    loading: query.isPending || query.isPlaceholderData,
    // Once a page is on screen a failed refetch keeps it (the layout's refetch notice offers Retry).
    error:
      query.isError && !data ? { message: query.error.message, onRetry: () => void query.refetch() } : null,
    pagination:
      data && data.total > 0 && !pastTheEnd
        ? {
            page: data.page,
            pageSize: data.size,
            total: data.total,
            onPageChange: goToPage,
            pageSizes: pageSizesWith(data.size),
            // The first row on screen stays on screen: its page under the new size.
            onPageSizeChange: (size: number) =>
              setSearch({ size, page: Math.floor(((data.page - 1) * data.size) / size) + 1 }),
            'aria-label': `Pages of ${options.noun}`,
          }
        : undefined,
    sort: sortStateOf(search.sort ?? options.schema.defaultSort),
    onSortChange: (sort: SortState | null) => setSearch({ sort: sortParamOf(sort) }),
    empty,
  };

  return {
    search,
    setSearch,
    query,
    table,
    /** The next page or sort is on its way while the previous one stays on screen. */
    updating: query.isFetching && !query.isPending,
    searchBox: {
      value: search.search,
      onCommit: (text: string | undefined) => setSearch({ search: text }),
    },
    exporter,
    views: viewsControl,
    filterBar: {
      selects: <ListFilterSelects filters={filters} values={search} onChange={setFilter} />,
      chips: (
        <>
          <FilterChips
            chips={chips}
            onRemove={(key) => setFilter(key, undefined)}
            onClearAll={clearFilters}
          />
          {selection.bar}
        </>
      ),
    },
  };
}

export type ListScreen = ReturnType<typeof useListScreen>;
