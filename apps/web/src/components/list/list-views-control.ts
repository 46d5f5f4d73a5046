// What the toolbar's "Views" and "Columns" need from the list, in a module of their own: the tools' lazy
// chunk (views/) reads them without importing back list-views-tools.tsx, which loads that chunk.
import type { ViewAudience } from '~/lib/lists/list-views';

/** "Columns" is offered for a table of more than one column. */
export const offersColumnChoice = (choices: readonly ColumnChoice[]) => choices.length > 1;

/** A column as the Columns dialog names it. */
export interface ColumnChoice {
  id: string;
  label: string;
}

/** What the toolbar hands "Views" and "Columns" from the list context. */
export interface ListViewsControl {
  /** The URL's `columns`. */
  columns: string | undefined;
  setColumns: (value: string | undefined) => void;
  /** The screen's columns, all of them. */
  choices: readonly ColumnChoice[];
  audience: ViewAudience;
  /** Which list the views are of: "users", "admin-organizations". */
  listKey: string;
  /** The URL's search as a view keeps it (no page). */
  current: Record<string, unknown>;
  /** Goes to a view's search. */
  apply: (search: Record<string, unknown>) => void;
}
