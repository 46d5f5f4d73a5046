import type { ReactNode } from 'react';

import {
  Button,
  Card,
  type Column,
  DataTable,
  type DataTableProps,
  EmptyState,
  type SortState,
} from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { errorText } from '~/lib/forms/error-text';
import { shownColumns } from '~/lib/lists/column-layout';
import { LIST_PAGE_SIZES } from '~/lib/lists/list-search';

import { listMessages } from './list.messages';
import { useListContext } from './list-context';
import { ListEmpty } from './list-empty';
import { rowIdOf } from './list-screen-options';
import { sortParamOf, sortStateOf } from './list-sort';

type Keyed = { id: number | string };
type TableProps<Row> = Omit<DataTableProps<Row>, 'getRowId'>;

/**
 * The app's data table, keyed by its rows' ids: a wide table scrolls inside its card, and nothing in it widens
 * the page on a phone. The kit's table scrolls its rows itself, but visually hidden labels (a screen reader's
 * "Actions" header, a button's hidden name) are positioned against the page, not the scroller: at the table's
 * far right they would make the whole page pan sideways. This box is what they are positioned against, and it
 * clips them.
 */
export function ScrollTable<Row extends Keyed>({
  focusId,
  overlay,
  ...props
}: TableProps<Row> & { focusId?: string; overlay?: ReactNode }) {
  return (
    <div
      id={focusId}
      tabIndex={focusId ? -1 : undefined}
      className="relative overflow-x-clip outline-none [overflow-clip-margin:4px]"
    >
      <DataTable {...props} getRowId={rowIdOf} />
      {overlay}
    </div>
  );
}

/** The sizes offered, the list's own among them. */
const pageSizesWith = (own: number) => [...new Set([...LIST_PAGE_SIZES, own])].sort((a, b) => a - b);

/**
 * A list screen's table, from its list context: the page of rows, the columns the URL shows in its order
 * (docs/decisions/0033-saved-views-and-columns.md), the sort, the pager, the checkboxes and the empty states.
 * A prop given here wins over the list's (a screen's own empty state, a log's backwards day range).
 */
export function ListTable<Row extends Keyed>(props: Partial<TableProps<Row>> & { caption: string }) {
  const t = useMessages(listMessages);
  const { list, columns, focusId } = useListContext<Row>();
  const { query, search, setSearch, options } = list;
  const { data } = query;
  const pagination =
    data && data.total > 0 && !list.pastTheEnd
      ? {
          page: data.page,
          pageSize: data.size,
          total: data.total,
          onPageChange: (page: number) => setSearch({ page }),
          pageSizes: pageSizesWith(data.size),
          // The first row on screen stays on screen: its page under the new size.
          onPageSizeChange: (size: number) =>
            setSearch({ size, page: Math.floor(((data.page - 1) * data.size) / size) + 1 }),
          'aria-label': t('pagesOf', { nouns: options.noun.other }),
        }
      : undefined;
  const { deleted } = list.live;
  return (
    <ScrollTable<Row>
      focusId={focusId}
      columns={
        deleted.size > 0
          ? marked(shownColumns(columns, search.columns), deleted, t('deletedMark'))
          : shownColumns(columns, search.columns)
      }
      rows={list.live.rows}
      // About a phone's screen of rows first, the rest and the pager in a second pass (the kit's DataTable).
      firstPassRows={8}
      {...list.selection.table}
      // The previous page stays on screen, dimmed and aria-busy, until the next one is here.
      loading={query.isPending || query.isPlaceholderData}
      // Once a page is on screen a failed refetch keeps it (the layout's refetch notice offers Retry).
      error={
        query.isError && !data
          ? { message: errorText(query.error), onRetry: () => void query.refetch() }
          : null
      }
      pagination={pagination}
      sort={sortStateOf(search.sort ?? options.schema.defaultSort)}
      onSortChange={(sort: SortState | null) => setSearch({ sort: sortParamOf(sort) })}
      empty={<ListEmpty />}
      {...props}
      overlay={
        // Rows someone else created, held back: a bar over the table's top edge, so nothing on the page moves
        // (docs/decisions/0048-live-data-in-the-app.md); said politely to a screen reader.
        <span role="status" className="absolute -top-3.5 left-1/2 z-10 -translate-x-1/2">
          {list.live.waiting > 0 && (
            <Button
              size="sm"
              variant="secondary"
              className="whitespace-nowrap shadow-md"
              onClick={list.live.show}
            >
              {t('newRowsShow', {
                count: list.live.waiting,
                noun: options.noun.one,
                nouns: options.noun.other,
              })}
            </Button>
          )}
        </span>
      }
      // A deleted row offers nothing more to do.
      rowActions={props.rowActions && ((row) => !deleted.has(rowIdOf(row)) && props.rowActions?.(row))}
    />
  );
}

/**
 * The columns with the deleted rows struck through, the first cell saying so in words
 * (docs/decisions/0048-live-data-in-the-app.md); the row keeps its place until the list's next refetch.
 */
const marked = <Row extends Keyed>(
  columns: readonly Column<Row>[],
  deleted: ReadonlySet<string>,
  deletedMark: string,
) =>
  columns.map((column, index) => ({
    ...column,
    cell: (row: Row) =>
      deleted.has(rowIdOf(row)) ? (
        // On the row's one line, so that the row keeps its height.
        <span className="flex items-baseline gap-2">
          <span className="truncate text-fg-muted line-through">{column.cell(row)}</span>
          {index === 0 && <span className="text-xs font-medium">{deletedMark}</span>}
        </span>
      ) : (
        column.cell(row)
      ),
  }));

/** A detail page's card of related rows: its title counts them, and an empty one says so. */
export function TableCard<Row extends Keyed>({
  title,
  caption,
  columns,
  rows,
  empty,
}: Pick<TableProps<Row>, 'caption' | 'columns' | 'rows'> & { title: string; empty: string }) {
  const t = useMessages(listMessages);
  return (
    <Card title={t('cardTitle', { title, count: rows.length })}>
      <ScrollTable caption={caption} columns={columns} rows={rows} empty={<EmptyState title={empty} />} />
    </Card>
  );
}
