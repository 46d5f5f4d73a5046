// The progress and the outcome of a bulk action, under the list's toolbar. A failure is never silent: each
// failed row is listed with the server's message, Retry runs again those a retry may fix (not a refusal or a
// broken rule), a Cancel is said as such with "Continue with the remaining N", and Undo puts back the rows that
// did change (docs/decisions/0028-list-power.md).
import { Alert, Button } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import type { ListNoun } from '../list-screen-options';
import { actionsMessages } from './actions.messages';

export interface BulkPanelProps {
  /** The action while running ("Deactivating", said before the rows' noun), null once it has ended. */
  running: string | null;
  /** The rows, for "Deactivating users". */
  noun: ListNoun;
  /** Past tense of the action for the outcome: "deactivated". */
  done: string;
  total: number;
  settled: number;
  failures: ReadonlyArray<{ name: string; message: string; retryable: boolean }>;
  skipped: number;
  /** How many rows changed and can be put back (0: no Undo). */
  undoable: number;
  onUndo: () => void;
  onCancel: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}

export function BulkPanel(props: BulkPanelProps) {
  const t = useMessages(actionsMessages);
  if (props.running !== null) {
    return (
      <div className="mb-3 flex flex-wrap items-center gap-3 rounded-md border border-border bg-surface px-3 py-2 text-sm">
        <label className="flex min-w-0 flex-1 flex-wrap items-center gap-3">
          <span>
            {t('running', {
              doing: props.running,
              nouns: props.noun.other,
              settled: props.settled,
              total: props.total,
            })}
          </span>
          <progress className="h-2 w-40 max-w-full accent-primary" max={props.total} value={props.settled} />
        </label>
        <Button variant="secondary" size="sm" onClick={props.onCancel}>
          {t('cancel')}
        </Button>
      </div>
    );
  }
  const failed = props.failures.length;
  const again = props.failures.filter((f) => f.retryable).length + props.skipped;
  const { total, skipped, done } = props;
  return (
    <Alert tone={failed > 0 ? 'error' : 'info'} className="mb-3">
      <p className="font-semibold">
        {failed === 0
          ? t('cancelledSummary', { changed: total - skipped, total, done, skipped })
          : skipped > 0
            ? t('failedCancelledSummary', { failed, total, done, skipped })
            : t('failedSummary', { failed, total, done })}{' '}
        {t('listShowsChanges')}
      </p>
      {failed > 0 && (
        <ul className="mt-2 list-disc ps-5">
          {props.failures.map((failure, i) => (
            <li key={i}>
              <span className="font-medium">{t('failedRow', { name: failure.name })}</span> {failure.message}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {again > 0 && (
          <Button size="sm" onClick={props.onRetry}>
            {failed === 0
              ? t('continueRemaining', { count: again })
              : again === failed + skipped
                ? t('retryFailed')
                : t('retrySome', { count: again })}
          </Button>
        )}
        {props.undoable > 0 && (
          <Button variant="secondary" size="sm" onClick={props.onUndo}>
            {t('undoChanged', { count: props.undoable })}
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={props.onDismiss}>
          {t('dismiss')}
        </Button>
      </div>
    </Alert>
  );
}
