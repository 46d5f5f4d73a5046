// Which columns a list shows in which order (the URL's `columns`), and what the toolbar's "Views" and
// "Columns" need from the list; their code loads apart (docs/decisions/0033-saved-views-and-columns.md).
import { lazy, Suspense } from 'react';

import { Button, type Column, importWhenOnline } from '@console/ui';

import { type ColumnChoice, type ListViewsControl, offersColumnChoice } from './list-views-control';

export type { ColumnChoice, ListViewsControl } from './list-views-control';

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

/** The screen's columns as the Columns dialog names them. */
export const columnChoicesOf = <Row,>(columns: readonly Column<Row>[]): ColumnChoice[] =>
  columns.map((c) => ({ id: c.id, label: typeof c.header === 'string' && c.header ? c.header : c.id }));
