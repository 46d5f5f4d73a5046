import type { ReactNode } from 'react';

import { useMessages } from '@console/ui/i18n';

import { shownColumns } from '~/lib/lists/column-layout';

import { listMessages } from './list.messages';
import { useListContext } from './list-context';
import { ListExportButton } from './list-export-button';
import { FilterChips, ListFilterSelects } from './list-filters';
import { ListFiltersFold } from './list-filters-fold';
import { ListSearchBox } from './list-search-box';
import { columnChoicesOf, ListViewLine, ListViewsButtons } from './list-views-tools';
import { SelectionBar } from './selection-bar';
import { viewSearchOf } from './use-list-search';

/**
 * The row above a list, from its list context: its search box, its filters (the list's, then the screen's own
 * as children), the one "Updating…" indicator, "Views", "Columns" and "Export", and under them the chips of
 * what is on and the selection bar. On a phone the filters and the buttons fold behind one "Filters" button.
 */
export function ListToolbar({
  label,
  placeholder,
  children,
}: {
  label: string;
  placeholder?: string;
  children?: ReactNode;
}) {
  const t = useMessages(listMessages);
  const { list, columns } = useListContext();
  const { search, setSearch, filters, query } = list;
  const setFilter = (key: string, value: unknown) => setSearch({ [key]: value });
  const views = {
    columns: search.columns,
    setColumns: (value: string | undefined) => setSearch({ columns: value }),
    choices: columnChoicesOf(columns),
    audience: list.audience,
    listKey: list.options.viewsKey,
    current: viewSearchOf(search),
    apply: (viewSearch: Record<string, unknown>) => void list.applySearch(viewSearch),
  };
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        {/* On a phone the search box shares its line with the "Filters" button. */}
        <div className="flex min-w-0 flex-1 md:contents">
          <ListSearchBox
            label={label}
            placeholder={placeholder}
            value={search.search}
            onCommit={(text) => setSearch({ search: text })}
          />
        </div>
        {/* Outside the fold, so that it is heard and seen while the fold is closed; shown after the filters. */}
        <span role="status" aria-live="polite" className="order-1 text-sm text-fg-muted">
          {query.isFetching && !query.isPending && !list.live.streaming ? t('updating') : ''}
        </span>
        <ListFiltersFold active={list.chips.filter((chip) => chip.key !== 'search').length}>
          <ListFilterSelects filters={filters} values={search} onChange={setFilter} />
          {children}
          {/* Filling the rest of its line with the buttons at its end: "Views" and "Columns", whose code loads
              apart, appear before "Export" without moving it (no layout shift). */}
          <span className="flex grow flex-wrap justify-end gap-2 md:order-2">
            <ListViewsButtons control={views} />
            {columns.some((c) => c.exportValue) && (
              // Columns as shown: in the order and with the hidden ones left out as the table has them.
              <ListExportButton
                noun={list.options.noun}
                listName={list.options.viewsKey}
                fetchPage={list.fetchPage}
                columns={shownColumns(columns, search.columns)}
                total={query.data?.total}
                selected={list.selection.selectedRows}
                narrowedBy={list.chips.map((chip) => chip.text)}
              />
            )}
          </span>
        </ListFiltersFold>
      </div>
      <ListViewLine control={views} />
      <FilterChips
        chips={list.chips}
        onRemove={(key) => setFilter(key, undefined)}
        onClearAll={list.clearFilters}
      />
      {list.selection.bar && <SelectionBar {...list.selection.bar} />}
    </>
  );
}
