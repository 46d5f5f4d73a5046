// The "Export" button of a list: the dialog and the writers load when it is first pressed
// (docs/decisions/0028-list-power.md).
import { type ComponentType, lazy, Suspense, useState } from 'react';

import { Button, type Column, importWhenOnline } from '@console/ui';

import { useOfflineRefusal } from '~/components/feedback/offline-refusal';

import type { ExportDialogProps } from './actions/actions.lazy';
import type { ListNoun } from './list-screen-options';

const ExportDialog = lazy(() =>
  importWhenOnline(() => import('./actions/actions.lazy')).then((m) => ({ default: m.ExportDialog })),
) as ComponentType<ExportDialogProps<unknown>>;

/** What an export needs from the list hook: the list's name and its pages under the URL's filters and sort. */
export interface ListExporter<Row> {
  noun: ListNoun;
  fetchPage: (page: number) => Promise<{ items: Row[]; total: number; size: number }>;
}

/** The table's columns that say how they export, as the export's columns (headers as shown). */
export function exportColumnsOf<Row>(columns: readonly Column<Row>[]) {
  return columns.flatMap((column) =>
    column.exportValue
      ? [{ header: typeof column.header === 'string' ? column.header : column.id, value: column.exportValue }]
      : [],
  );
}

export function ListExportButton<Row>({
  exporter,
  columns,
}: {
  exporter: ListExporter<Row>;
  columns: readonly Column<Row>[];
}) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const offline = useOfflineRefusal('You are offline: the export can start once the connection is back.');
  return (
    <>
      <span className="relative">
        <Button
          variant="secondary"
          onClick={() => {
            if (offline.refuse()) return;
            setOpened(true);
            setOpen(true);
          }}
        >
          Export
        </Button>
        {/* Under the button, over what lies below: none of the toolbar's buttons moves. */}
        {offline.message && (
          <span className="absolute end-0 top-full z-10 mt-1 w-max max-w-xs rounded-md border border-border bg-surface px-2 py-1 shadow-sm">
            {offline.message}
          </span>
        )}
      </span>
      {opened && (
        <Suspense fallback={null}>
          <ExportDialog
            open={open}
            onClose={() => setOpen(false)}
            noun={exporter.noun}
            columns={exportColumnsOf(columns) as ExportDialogProps<unknown>['columns']}
            fetchPage={exporter.fetchPage}
          />
        </Suspense>
      )}
    </>
  );
}
