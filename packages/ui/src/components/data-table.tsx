import { lazy, type ReactNode, Suspense, useRef } from 'react';

import { useMessages } from '../i18n/index.ts';
import { kitMessages } from '../kit.messages.ts';
import { cx } from '../lib/cx.ts';
import { Checkbox } from './checkbox.tsx';
import { cardCellProps, cellClass, DataTableHeader } from './data-table-header.tsx';
import { placeholderBody } from './data-table-placeholders.tsx';
import { rangeIds, useFirstPass } from './data-table-rows.ts';
import { useScrollEdges } from './data-table-scroll.ts';
import type { Column, SortState } from './data-table-sort.ts';
import { Pagination, type PaginationProps } from './pagination.tsx';

// Virtual scrolling (TanStack Virtual, about 10 kB gzip) loads only for a table that uses it (budget, decision 0010).
const VirtualRows = lazy(() =>
  import('./data-table-virtual-rows.tsx').then((m) => ({ default: m.VirtualRows })),
) as typeof import('./data-table-virtual-rows.tsx').VirtualRows;

// The table is split along its seams: sorting (data-table-sort.ts), the header with its sort buttons
// (data-table-header.tsx), what the body shows instead of rows (data-table-placeholders.tsx), which rows it draws
// (data-table-rows.ts) and the virtual scroll area (data-table-virtual-rows.tsx).
export { nextSort, sortRows, type Column, type SortState, type SortValue } from './data-table-sort.ts';

export interface DataTableProps<T> {
  /** The table's accessible name (a caption; visually hidden unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: ReadonlyArray<Column<T>>;
  /** The rows to show now: one page when paged, all of them when virtual. */
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** Controlled sort, e.g. from the URL's `sort`. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  /**
   * Selectable rows: a checkbox per row and a select-all box (this page's rows) in the header. Shift with a
   * click (or Space) sets every row between the last one toggled and this one to this one's new state.
   */
  selection?: {
    selected: ReadonlySet<string>;
    onChange: (selected: Set<string>) => void;
    /** Names a row's checkbox: "Select <label>". */
    getRowLabel: (row: T) => string;
  };
  /** The content of the last cell of each row, e.g. a Menu of actions. */
  rowActions?: (row: T) => ReactNode;
  loading?: boolean;
  error?: { message?: ReactNode; onRetry?: () => void } | null;
  /** Shown when there are no rows (and no loading or error). */
  empty?: ReactNode;
  /** Paging under the table, controlled (page is 1-based). */
  pagination?: Omit<PaginationProps, 'className'>;
  /**
   * Draws this many rows first and the rest in a second pass that React may interrupt, with the pager: a page's
   * first paint is the rows in view, and the rest never hold the main thread in the same long task. For a
   * table with nothing under it but its pager (a list screen), so nothing on screen moves when the rest come.
   */
  firstPassRows?: number;
  /** Virtual scrolling for long lists: only the rows in view are in the DOM. */
  virtual?: { height: number; rowHeight?: number };
  /** Extra classes for the outermost element; they win over the kit's own. */
  className?: string;
}

export function DataTable<T>(props: DataTableProps<T>) {
  const {
    caption,
    showCaption,
    columns,
    rows,
    sort,
    onSortChange,
    selection,
    rowActions,
    loading,
    error,
    empty,
  } = props;
  const t = useMessages(kitMessages);
  const drawn = useFirstPass(rows.length, props.firstPassRows);
  const scrollEdges = useScrollEdges<HTMLDivElement>();
  // The row toggled last (the range's other end) and whether Shift is held on this toggle: the kit's
  // checkbox reports only its new state, so the cell notes the key on the way in.
  const anchor = useRef<string | null>(null);
  const shiftHeld = useRef(false);
  const columnCount = columns.length + (selection ? 1 : 0) + (rowActions ? 1 : 0);
  const allSelected =
    selection !== undefined &&
    rows.length > 0 &&
    rows.every((r) => selection.selected.has(props.getRowId(r)));
  const someSelected =
    selection !== undefined && !allSelected && rows.some((r) => selection.selected.has(props.getRowId(r)));

  const toggleAll = (checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const row of rows) {
      if (checked) next.add(props.getRowId(row));
      else next.delete(props.getRowId(row));
    }
    selection.onChange(next);
  };

  // No rows yet, nothing failed: placeholders in the body, the header's labels waiting for the rows.
  const showsSkeleton = !error && loading && rows.length === 0;
  const head = (
    <DataTableHeader
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
      selectAll={
        selection && {
          checked: allSelected,
          indeterminate: someSelected,
          disabled: rows.length === 0,
          onChange: toggleAll,
        }
      }
      hasRowActions={rowActions !== undefined}
      virtual={props.virtual !== undefined}
      waitingForRows={showsSkeleton}
    />
  );

  const renderRow = (row: T, index: number, style?: { height: number }) => {
    const id = props.getRowId(row);
    const selected = selection?.selected.has(id) ?? false;
    return (
      <tr
        key={id}
        role="row"
        aria-rowindex={props.virtual ? index + 2 : undefined}
        data-selected={selected || undefined}
        style={style}
        className={cx(
          'border-t border-border hover:bg-surface-muted',
          // Muted, not the primary tint: links and badges keep their contrast on a selected row; the bar at
          // the start marks it.
          selected && 'bg-surface-muted shadow-[inset_3px_0_0_var(--color-primary)]',
        )}
      >
        {selection && (
          <td
            role="cell"
            data-cell="select"
            className={cellClass}
            onClickCapture={(event) => (shiftHeld.current = event.shiftKey)}
            // Shift with a press would also select the page's text between the two rows.
            onMouseDown={(event) => event.shiftKey && event.preventDefault()}
            onKeyDownCapture={(event) => (shiftHeld.current = event.shiftKey)}
            onKeyUpCapture={(event) => (shiftHeld.current = event.shiftKey)}
          >
            <Checkbox
              aria-label={t('selectRow', { row: selection.getRowLabel(row) })}
              checked={selected}
              onChange={(checked) => {
                const ids = rangeIds(rows.map(props.getRowId), shiftHeld.current ? anchor.current : null, id);
                const next = new Set(selection.selected);
                for (const each of ids) {
                  if (checked) next.add(each);
                  else next.delete(each);
                }
                anchor.current = id;
                selection.onChange(next);
              }}
            />
          </td>
        )}
        {columns.map((column, columnIndex) => (
          <td
            key={column.id}
            role="cell"
            data-sticky={columnIndex === 0 ? 'start' : undefined}
            {...cardCellProps(column)}
            className={cx(
              cellClass,
              'truncate',
              column.align === 'end' && 'text-end tabular-nums',
              column.className,
            )}
          >
            {column.cell(row)}
          </td>
        ))}
        {rowActions && (
          <td role="cell" data-sticky="end" className={cx(cellClass, 'text-end')}>
            {rowActions(row)}
          </td>
        )}
      </tr>
    );
  };

  const body = placeholderBody({ error, loading, waitingForRows: showsSkeleton, empty, columnCount, rows });

  const table = (bodyRows: ReactNode) => (
    <table
      // The roles the element has anyway, written out: a narrow table shows its rows as cards (styles.css), and
      // some browsers drop a table's semantics when its parts are not displayed as table parts (decision 0042).
      role="table"
      aria-rowcount={props.virtual ? rows.length + 1 : undefined}
      aria-busy={loading || undefined}
      className={cx(
        'w-full border-collapse text-sm text-fg',
        // A virtual table's rows have a fixed height: it stays a table on a narrow screen.
        props.virtual ? 'table-fixed' : 'data-table-cards',
        loading && rows.length > 0 && 'opacity-60',
      )}
    >
      <caption className={cx(showCaption ? 'pb-2 text-start text-sm font-semibold' : 'sr-only')}>
        {caption}
      </caption>
      {head}
      <tbody role="rowgroup">{bodyRows}</tbody>
    </table>
  );

  return (
    <div className={cx('flex flex-col gap-3', props.className)}>
      {/* Positioned, so visually hidden (absolute) text inside a wide table is clipped with it and never
          widens the page on a small screen. */}
      <div className="data-table-frame relative overflow-hidden rounded-lg border border-border bg-surface">
        {loading && (
          <span role="status" className="sr-only">
            {t('loadingTable', { caption })}
          </span>
        )}
        {body !== undefined ? (
          <div className="data-table-scroll overflow-x-auto">{table(body)}</div>
        ) : props.virtual ? (
          <Suspense fallback={<div style={{ height: props.virtual.height }} />}>
            <VirtualRows
              rows={rows}
              caption={caption}
              virtual={props.virtual}
              columnCount={columnCount}
              renderTable={table}
              renderRow={renderRow}
            />
          </Suspense>
        ) : (
          <div ref={scrollEdges} className="data-table-scroll overflow-x-auto">
            {table((drawn < rows.length ? rows.slice(0, drawn) : rows).map((row, i) => renderRow(row, i)))}
          </div>
        )}
      </div>
      {props.pagination && drawn >= rows.length && <Pagination {...props.pagination} />}
    </div>
  );
}
