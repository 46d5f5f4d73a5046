import { useMessages } from '../i18n/index.ts';
import { kitMessages } from '../kit.messages.ts';
import { cx, focusRing } from '../lib/cx.ts';
import { Checkbox } from './checkbox.tsx';
import { type Column, nextSort, type SortState } from './data-table-sort.ts';

export const cellClass = 'px-3 py-2 align-middle';

/**
 * A column's marks for the card a narrow table makes of each row (styles.css, decision 0042): the label its cells
 * show there (its header, when that is text) and where the card puts it (`Column.card`).
 */
export const cardCellProps = <T,>(column: Column<T>) => ({
  'data-label': typeof column.header === 'string' && column.header !== '' ? column.header : undefined,
  'data-card': column.card,
});

export interface DataTableHeaderProps<T> {
  columns: ReadonlyArray<Column<T>>;
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  /** The select-all box, when rows are selectable. */
  selectAll?: {
    checked: boolean;
    indeterminate: boolean;
    disabled: boolean;
    onChange: (checked: boolean) => void;
  };
  hasRowActions: boolean;
  /** A virtual table keeps its header in view and numbers its rows. */
  virtual: boolean;
  /**
   * The labels wait for the first rows: a skeleton's columns are as wide as their labels, the rows' as their
   * content, and labels that moved sideways when the rows arrive would be a layout shift.
   */
  waitingForRows?: boolean;
}

/** The header row: a sort button per sortable column (ascending → descending → unsorted), `aria-sort` on it. */
export function DataTableHeader<T>({
  columns,
  sort,
  onSortChange,
  selectAll,
  hasRowActions,
  virtual,
  waitingForRows = false,
}: DataTableHeaderProps<T>) {
  const t = useMessages(kitMessages);
  return (
    <thead
      role="rowgroup"
      className={cx(
        'bg-surface-muted text-start text-xs font-semibold text-fg-muted',
        virtual && 'sticky top-0 z-10',
      )}
    >
      <tr role="row" aria-rowindex={virtual ? 1 : undefined} className={cx(waitingForRows && 'invisible')}>
        {selectAll && (
          <th role="columnheader" scope="col" className={cx(cellClass, 'w-10')}>
            <Checkbox aria-label={t('selectAllRows')} {...selectAll} />
          </th>
        )}
        {columns.map((column, columnIndex) => {
          const sortable = Boolean(onSortChange && (column.sortable || column.sortValue));
          const direction = sort?.id === column.id ? (sort.desc ? 'descending' : 'ascending') : undefined;
          return (
            <th
              key={column.id}
              role="columnheader"
              scope="col"
              aria-sort={direction}
              data-sticky={columnIndex === 0 ? 'start' : undefined}
              data-card={column.card}
              className={cx(
                cellClass,
                // A header stays on one line, however long the cells under it are.
                'whitespace-nowrap',
                column.align === 'end' ? 'text-end' : 'text-start',
                column.className,
              )}
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
        {hasRowActions && (
          <th role="columnheader" scope="col" data-sticky="end" className={cx(cellClass, 'w-16 text-end')}>
            <span className="sr-only">{t('actions')}</span>
          </th>
        )}
      </tr>
    </thead>
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
