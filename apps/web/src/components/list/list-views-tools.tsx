// Which columns a list shows in which order (the URL's `columns`), and what the toolbar's "Views" and
// "Columns" need from the list hook; their code loads apart (docs/decisions/0033-saved-views-and-columns.md).
import { lazy, Suspense, useEffect } from 'react';

import { Button, type Column, importWhenOnline } from '@console/ui';

import { shownColumns } from '~/lib/lists/column-layout';
import type { ViewAudience } from '~/lib/lists/list-views';

// The buttons and their dialogs are one chunk, loaded as a list first draws its toolbar.
const Tools = lazy(() =>
  importWhenOnline(() => import('./views/views.lazy')).then((m) => ({ default: m.ListViewsTools })),
);

/**
 * The toolbar's "Views" menu and "Columns" button (docs/decisions/0033-saved-views-and-columns.md). Until their
 * code has loaded, stand-ins of the same size hold their place, so that nothing on the page moves when they
 * arrive (no layout shift); they are marked unavailable, so a press in that moment is not taken for a choice.
 */
export function ListViewsButtons({ control }: { control: ListViewsControl }) {
  const standIn = (label: string) => (
    <Button variant="secondary" aria-disabled="true">
      {label}
    </Button>
  );
  return (
    <Suspense
      fallback={
        <>
          {standIn('Views')}
          {offersColumnChoice(control.choices) && standIn('Columns')}
        </>
      }
    >
      <Tools control={control} />
    </Suspense>
  );
}

/** "Columns" is offered for a table of more than one column, and before the table has reported its own. */
export const offersColumnChoice = (choices: readonly ColumnChoice[]) => choices.length !== 1;

/** A column as the Columns dialog names it. */
export interface ColumnChoice {
  id: string;
  label: string;
}

export const columnChoicesOf = <Row,>(columns: readonly Column<Row>[]): ColumnChoice[] =>
  columns.map((c) => ({ id: c.id, label: typeof c.header === 'string' && c.header ? c.header : c.id }));

/** What the hook hands the table for its columns: the URL's `columns`, and where to report the table's own. */
export interface ListTableLayout {
  columnLayout?: { value: string | undefined; onColumns: (choices: readonly ColumnChoice[]) => void };
}

/** The columns a list's table shows (lib/column-layout.ts), its own reported to the hook's Columns dialog. */
export function useColumnLayout<Row>(
  columns: readonly Column<Row>[],
  layout: ListTableLayout['columnLayout'],
) {
  const choices = columnChoicesOf(columns);
  const signature = JSON.stringify(choices);
  const onColumns = layout?.onColumns;
  useEffect(() => {
    onColumns?.(JSON.parse(signature) as ColumnChoice[]);
  }, [signature, onColumns]);
  return layout ? shownColumns(columns, layout.value) : columns;
}

/** What the list hook hands the toolbar for its columns and views. */
export interface ListViewsControl {
  /** The URL's `columns`. */
  columns: string | undefined;
  setColumns: (value: string | undefined) => void;
  /** The table's columns, as the table last drew them. */
  choices: readonly ColumnChoice[];
  audience: ViewAudience;
  /** Which list the views are of: "users", "admin-organizations". */
  listKey: string;
  /** The URL's search as a view keeps it (no page). */
  current: Record<string, unknown>;
  /** Goes to a view's search. */
  apply: (search: Record<string, unknown>) => void;
}
