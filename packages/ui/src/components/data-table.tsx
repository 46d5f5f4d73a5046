import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import { cx, focusRing } from '../lib/cx.ts';
import { Checkbox } from './checkbox.tsx';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { Pagination, type PaginationProps } from './pagination.tsx';
import { Skeleton } from './skeleton.tsx';

export type SortValue = string | number | boolean | Date | null | undefined;

export interface Column<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value (client-side sorting with `sortRows`). */
  sortValue?: (row: T) => SortValue;
  /** Sortable without a `sortValue`, when the server sorts. */
  sortable?: boolean;
  align?: 'start' | 'end';
  /** Width and the like, applied to the header and the cells. */
  className?: string;
}

export interface SortState {
  id: string;
  desc: boolean;
}

/** Header clicks cycle: ascending → descending → unsorted. */
export function nextSort(current: SortState | null | undefined, id: string): SortState | null {
  if (!current || current.id !== id) return { id, desc: false };
  return current.desc ? null : { id, desc: true };
}

const compareValues = (a: SortValue, b: SortValue): number => {
  if (a instanceof Date) a = a.getTime();
  if (b instanceof Date) b = b.getTime();
  if (typeof a === 'string' && typeof b === 'string')
    return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
  // Blank values never get here (sortRows puts them last), so both sides are comparable.
  return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
};

/** Sorts a copy of `rows` by the sorted column's `sortValue` (stable; empty values always last). */
export function sortRows<T>(
  rows: readonly T[],
  columns: ReadonlyArray<Column<T>>,
  sort: SortState | null | undefined,
) {
  const value = sort && columns.find((c) => c.id === sort.id)?.sortValue;
  if (!sort || !value) return [...rows];
  const direction = sort.desc ? -1 : 1;
  const isBlank = (v: SortValue) => v === null || v === undefined || v === '';
  return rows
    .map((row) => ({ row, key: value(row) }))
    .sort((a, b) => {
      if (isBlank(a.key) || isBlank(b.key)) return Number(isBlank(a.key)) - Number(isBlank(b.key));
      return compareValues(a.key, b.key) * direction;
    })
    .map((entry) => entry.row);
}

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
  /** Selectable rows: a checkbox per row and a select-all box in the header. */
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
  /** Virtual scrolling for long lists: only the rows in view are in the DOM. */
  virtual?: { height: number; rowHeight?: number };
}

const cellClass = 'px-3 py-2 align-middle';
const SKELETON_ROWS = 5;

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

  const head = (
    <thead
      className={cx(
        'bg-surface-muted text-start text-xs font-semibold text-fg-muted',
        props.virtual && 'sticky top-0 z-10',
      )}
    >
      <tr aria-rowindex={props.virtual ? 1 : undefined}>
        {selection && (
          <th scope="col" className={cx(cellClass, 'w-10')}>
            <Checkbox
              aria-label="Select all rows"
              checked={allSelected}
              indeterminate={someSelected}
              onChange={toggleAll}
              disabled={rows.length === 0}
            />
          </th>
        )}
        {columns.map((column) => {
          const sortable = Boolean(onSortChange && (column.sortable || column.sortValue));
          const direction = sort?.id === column.id ? (sort.desc ? 'descending' : 'ascending') : undefined;
          return (
            <th
              key={column.id}
              scope="col"
              aria-sort={direction}
              className={cx(cellClass, column.align === 'end' ? 'text-end' : 'text-start', column.className)}
            >
              {sortable ? (
                <button
                  type="button"
                  onClick={() => onSortChange?.(nextSort(sort, column.id))}
                  className={cx(
                    '-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-fg',
                    focusRing,
                  )}
                >
                  {column.header}
                  <SortIcon direction={direction} />
                </button>
              ) : (
                <span className="uppercase">{column.header}</span>
              )}
            </th>
          );
        })}
        {rowActions && (
          <th scope="col" className={cx(cellClass, 'w-16 text-end')}>
            <span className="sr-only">Actions</span>
          </th>
        )}
      </tr>
    </thead>
  );

  const renderRow = (row: T, index: number, style?: { height: number }) => {
    const id = props.getRowId(row);
    const selected = selection?.selected.has(id) ?? false;
    return (
      <tr
        key={id}
        aria-rowindex={props.virtual ? index + 2 : undefined}
        style={style}
        className={cx(
          'border-t border-border hover:bg-surface-muted',
          selected && 'bg-primary-soft hover:bg-primary-soft',
        )}
      >
        {selection && (
          <td className={cellClass}>
            <Checkbox
              aria-label={`Select ${selection.getRowLabel(row)}`}
              checked={selected}
              onChange={(checked) => {
                const next = new Set(selection.selected);
                if (checked) next.add(id);
                else next.delete(id);
                selection.onChange(next);
              }}
            />
          </td>
        )}
        {columns.map((column) => (
          <td
            key={column.id}
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
        {rowActions && <td className={cx(cellClass, 'text-end')}>{rowActions(row)}</td>}
      </tr>
    );
  };

  const fullWidth = (content: ReactNode) => (
    <tr>
      <td colSpan={columnCount}>{content}</td>
    </tr>
  );

  let body: ReactNode;
  if (error) {
    body = fullWidth(<ErrorState message={error.message} onRetry={error.onRetry} retrying={loading} />);
  } else if (loading && rows.length === 0) {
    body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <tr key={i} className="border-t border-border">
        {Array.from({ length: columnCount }, (_, c) => (
          <td key={c} className={cellClass}>
            <Skeleton className="h-4 w-full" />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = fullWidth(
      empty ?? <EmptyState title="No results" description="Nothing matches what you asked for." />,
    );
  }

  const table = (tbody: ReactNode) => (
    <table
      aria-rowcount={props.virtual ? rows.length + 1 : undefined}
      aria-busy={loading || undefined}
      className={cx(
        'w-full border-collapse text-sm text-fg',
        props.virtual && 'table-fixed',
        loading && rows.length > 0 && 'opacity-60',
      )}
    >
      <caption className={cx(showCaption ? 'pb-2 text-start text-sm font-semibold' : 'sr-only')}>
        {caption}
      </caption>
      {head}
      {tbody}
    </table>
  );

  return (
    <div className="flex flex-col gap-3">
      {/* Positioned, so visually hidden (absolute) text inside a wide table is clipped with it and never
          widens the page on a small screen. */}
      <div className="relative overflow-hidden rounded-lg border border-border bg-surface">
        {loading && (
          <span role="status" className="sr-only">
            Loading {caption}
          </span>
        )}
        {body !== undefined ? (
          <div className="overflow-x-auto">{table(<tbody>{body}</tbody>)}</div>
        ) : props.virtual ? (
          <VirtualRows
            rows={rows}
            caption={caption}
            virtual={props.virtual}
            columnCount={columnCount}
            renderTable={table}
            renderRow={renderRow}
          />
        ) : (
          <div className="overflow-x-auto">
            {table(<tbody>{rows.map((row, i) => renderRow(row, i))}</tbody>)}
          </div>
        )}
      </div>
      {props.pagination && <Pagination {...props.pagination} />}
    </div>
  );
}

/** The scroll area of a virtual table: spacer rows above and below keep the scroll height and the table valid. */
function VirtualRows<T>({
  rows,
  caption,
  virtual,
  columnCount,
  renderTable,
  renderRow,
}: {
  rows: readonly T[];
  caption: string;
  virtual: { height: number; rowHeight?: number };
  columnCount: number;
  renderTable: (tbody: ReactNode) => ReactNode;
  renderRow: (row: T, index: number, style?: { height: number }) => ReactNode;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowHeight = virtual.rowHeight ?? 41;
  // TanStack Virtual returns functions that the React Compiler cannot memoize; that is expected here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const spacer = (height: number, key: string) =>
    height > 0 ? (
      <tr key={key} aria-hidden="true" style={{ height }}>
        <td colSpan={columnCount} />
      </tr>
    ) : null;
  return (
    // Focusable so keyboard users can scroll it; named so screen readers know what it holds.
    <div
      ref={scrollRef}
      role="region"
      aria-label={`${caption}, scrollable`}
      tabIndex={0}
      className={cx('overflow-auto', focusRing)}
      style={{ height: virtual.height }}
    >
      {renderTable(
        <tbody>
          {spacer(before, 'before')}
          {items.map((item) => {
            const row = rows[item.index];
            return row === undefined ? null : renderRow(row, item.index, { height: rowHeight });
          })}
          {spacer(after, 'after')}
        </tbody>,
      )}
    </div>
  );
}

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-3.5">
      {direction !== 'descending' && <path d="M10 4l4 5H6l4-5Z" className={direction ? '' : 'opacity-40'} />}
      {direction !== 'ascending' && (
        <path d="M10 16l-4-5h8l-4 5Z" className={direction ? '' : 'opacity-40'} />
      )}
    </svg>
  );
}
