// The "Export" button of a list: the dialog and the writers load when it is first pressed
// (docs/decisions/0028-list-power.md).
import { type ComponentType, lazy, Suspense, useState } from 'react';

import { Button, importWhenOnline } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { useOfflineRefusal } from '~/components/feedback/offline-refusal';

import type { ExportDialogProps } from './actions/actions.lazy';
import { listMessages } from './list.messages';

const ExportDialog = lazy(() =>
  importWhenOnline(() => import('./actions/actions.lazy')).then((m) => ({ default: m.ExportDialog })),
) as ComponentType<ExportDialogProps<unknown>>;

/** What the dialog needs but its open state: the list's rows, words and columns. */
type ExportOf<Row> = Omit<ExportDialogProps<Row>, 'open' | 'onClose'>;

export function ListExportButton<Row>(props: ExportOf<Row>) {
  const t = useMessages(listMessages);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const offline = useOfflineRefusal(t('exportOffline'));
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
          {t('export')}
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
          <ExportDialog {...(props as ExportOf<unknown>)} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
