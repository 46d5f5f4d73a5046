import type { ReactNode } from 'react';

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
  /**
   * Where the column goes when a narrow table shows each row as a card (styles.css): `'title'` heads the card
   * (by default the first column shown does), `'first'` comes right under the title, `'hidden'` leaves it off the
   * card. Without it the column follows in the table's order, labelled by its header.
   */
  card?: 'title' | 'first' | 'hidden';
  /** The cell's value in an export of the list (text, number, ISO 8601 timestamp); without it, not exported. */
  exportValue?: (row: T) => string | number | boolean | null;
  /**
   * Columns of the export that the table shows inside this one (a ticket's number before its subject), each
   * with its own header and field name, written before this column's own value.
   */
  exportBefore?: ReadonlyArray<{
    id: string;
    header: string;
    value: (row: T) => string | number | boolean | null;
  }>;
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
