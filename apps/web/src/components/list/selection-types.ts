// What the selection hook (use-list-selection.ts) takes and gives: its own module, so the hook stays one concern.
import type { DataTableProps } from '@console/ui';

import type { BulkAction } from './bulk-actions';
import type { ListNoun } from './list-screen-options';
import type { SelectionBarProps } from './selection-bar';

export interface SelectionOptions<Row> {
  actions: readonly BulkAction<Row>[];
  rowId: (row: Row) => string;
  rowLabel: (row: Row) => string;
  noun: ListNoun;
  /** The rows on screen and how many match the filters in all. */
  rows: readonly Row[];
  total: number;
  /** Changes when the filters or the search change (not the page or the sort). */
  filterKey: string;
  /** Every row matching the filters, page by page (for "select all N matching"). */
  loadAll: (signal: AbortSignal, onProgress: (loaded: number, total: number) => void) => Promise<Row[]>;
}

/**
 * The selection's state and what its bar and the table's checkboxes need (state only: the bar is
 * selection-bar.tsx, drawn by the list's toolbar).
 */
export interface ListSelection<Row> {
  /** The table's checkboxes, with any bulk action; none without. */
  table: Pick<DataTableProps<Row>, 'selection'>;
  /** The selection bar's state and handlers, with any bulk action; null without. */
  bar: SelectionBarProps<Row> | null;
  /** The rows picked one by one (none while "all matching" is on: that is the whole list). */
  selectedRows: readonly Row[];
}
