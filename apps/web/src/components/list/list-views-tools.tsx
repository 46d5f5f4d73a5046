// Which columns a list shows in which order (the URL's `columns`), and what the toolbar's "Views" and
// "Columns" need from the list; their code loads apart (docs/decisions/0033-saved-views-and-columns.md).
import { lazy, Suspense } from 'react';

import { Button, type Column, importWhenOnline } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { listMessages } from './list.messages';
import { type ColumnChoice, type ListViewsControl, offersColumnChoice } from './list-views-control';

export type { ColumnChoice, ListViewsControl } from './list-views-control';

// The buttons, their dialogs and the applied view's line are one chunk, loaded as a list first draws its toolbar.
const loadTools = () => importWhenOnline(() => import('./views/views.lazy'));
const Tools = lazy(() => loadTools().then((m) => ({ default: m.ListViewsTools })));
const Status = lazy(() => loadTools().then((m) => ({ default: m.ListViewStatus })));

/**
 * The toolbar's "Views" menu and "Columns" button (docs/decisions/0033-saved-views-and-columns.md). Until their
 * code has loaded, stand-ins of the same size hold their place, so that nothing on the page moves when they
 * arrive (no layout shift); they are marked unavailable, so a press in that moment is not taken for a choice.
 */
export function ListViewsButtons({ control }: { control: ListViewsControl }) {
  const t = useMessages(listMessages);
  const standIn = (label: string) => (
    <Button variant="secondary" aria-disabled="true">
      {label}
    </Button>
  );
  return (
    <Suspense
      fallback={
        <>
          {standIn(t('views'))}
          {offersColumnChoice(control.choices) && standIn(t('columns'))}
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

/** The line under the toolbar naming the saved view applied, "(changed)" once the list differs from it. */
export function ListViewLine({ control }: { control: ListViewsControl }) {
  return (
    <Suspense fallback={null}>
      <Status control={control} />
    </Suspense>
  );
}
