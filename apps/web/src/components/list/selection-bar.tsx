// The bar above a list's table while rows are selected (the state is useListSelection's, list-selection.tsx): the
// count, "Select all N matching", the actions and Clear selection; under it a run's panel, and an action's
// question when it asks first (docs/decisions/0028-list-power.md).
import { lazy, type ReactNode, Suspense } from 'react';

import { Button, ConfirmDialog, importWhenOnline } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import type { BulkOutcome, BulkPanelProps } from './actions/actions.lazy';
import { type BulkAction, namesWithMore } from './bulk-actions';
import { listMessages } from './list.messages';
import type { ListNoun } from './list-screen-options';

/** The code of a run (one call per row, its progress and its outcome), loaded on first use. */
export const loadTools = () => importWhenOnline(() => import('./actions/actions.lazy'));
const BulkPanel = lazy(() => loadTools().then((m) => ({ default: m.BulkPanel })));

/** A run of an action (or of its Undo) over rows: under way while it has no outcome. */
export interface Job<Row> {
  action: BulkAction<Row>;
  undoing: boolean;
  rows: Row[];
  settled: number;
  outcome: BulkOutcome<Row> | null;
  /** Rows changed so far by this job and its retries: what Undo puts back. */
  changed: Row[];
  controller: AbortController;
}

export interface SelectionBarProps<Row> {
  /** Said to screen readers only: why the selection was cleared. */
  notice: string;
  /** The rows selected; with `allMatching`, all that match the filters. */
  count: number;
  allMatching: boolean;
  /** How many "Select all N matching" offers, or null when it is not offered. */
  allMatchingOffer: number | null;
  actions: readonly BulkAction<Row>[];
  busy: boolean;
  /** While every matching row is being collected for a run: what is being collected. */
  loading: string | null;
  offlineMessage: ReactNode;
  noun: ListNoun;
  rowLabel: (row: Row) => string;
  onStart: (action: BulkAction<Row>) => void;
  onSelectAll: () => void;
  onClear: () => void;
  /** The run under way or its outcome, with what its panel offers. */
  job: Job<Row> | null;
  onUndo: (job: Job<Row>) => void;
  onRetry: (job: Job<Row>) => void;
  onDismiss: () => void;
  /** An action that asks first, and the rows it would change. */
  confirming: {
    action: BulkAction<Row>;
    /** The rows it would change; of all `of` selected, the others named in `leftOut`. */
    rows: Row[];
    leftOut: string | null;
    of: number;
  } | null;
  /** Why the action pressed had nothing to do ("Nothing to close: #7 is already closed."). */
  note: string | null;
  onCancelConfirm: () => void;
  onConfirm: (action: BulkAction<Row>, rows: Row[]) => void;
}

export function SelectionBar<Row>(props: SelectionBarProps<Row>) {
  const { count, allMatching, job, confirming } = props;
  const t = useMessages(listMessages);
  const nouns = { noun: props.noun.one, nouns: props.noun.other };

  const panelProps = (current: Job<Row>): BulkPanelProps => ({
    running: current.outcome ? null : current.undoing ? t('undoing') : current.action.doing,
    noun: props.noun,
    done: current.undoing ? t('putBack') : current.action.done,
    total: current.rows.length,
    settled: current.settled,
    failures: (current.outcome?.failed ?? []).map((f) => ({
      name: props.rowLabel(f.row),
      message: f.message,
      retryable: f.retryable,
    })),
    skipped: current.outcome?.skipped.length ?? 0,
    onCancel: () => current.controller.abort(),
    // Undo belongs to what changed, whatever else failed or was cancelled.
    undoable:
      !current.undoing && current.outcome !== null && current.action.undo !== undefined
        ? current.changed.length
        : 0,
    onUndo: () => props.onUndo(current),
    onRetry: () => props.onRetry(current),
    onDismiss: props.onDismiss,
  });

  const confirmationOf = ({ action, rows, leftOut, of }: NonNullable<SelectionBarProps<Row>['confirming']>) =>
    [
      leftOut
        ? t('confirmSome', { count: rows.length, of, done: action.done, leftOut })
        : t('confirmAll', {
            names: namesWithMore(rows.map(props.rowLabel)),
            count: rows.length,
            done: action.done,
          }),
      action.consequence?.(rows),
      t(action.undo ? 'canUndo' : 'cannotUndo'),
    ]
      .filter(Boolean)
      .join(' ');

  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {props.notice}
      </p>
      {(count > 0 || props.loading) && (
        <div
          role="region"
          aria-label={t('selection')}
          // In reach while the rows scroll, on a desktop and on a phone: it sticks to the top of the window.
          className="sticky top-2 z-10 mb-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-primary bg-primary-soft px-3 py-2 text-sm"
        >
          <span className="font-medium">
            {allMatching ? t('allSelected', { count, ...nouns }) : t('selectedCount', { count })}
          </span>
          {props.allMatchingOffer !== null && (
            <Button variant="ghost" size="sm" onClick={props.onSelectAll}>
              {t('selectAllMatching', { count: props.allMatchingOffer })}
            </Button>
          )}
          <span className="flex flex-wrap gap-2">
            {props.actions.map((action) => (
              <Button
                key={action.id}
                size="sm"
                variant={action.danger ? 'danger' : 'secondary'}
                disabled={props.busy}
                onClick={() => props.onStart(action)}
              >
                {action.label}
              </Button>
            ))}
          </span>
          <Button variant="ghost" size="sm" onClick={props.onClear} disabled={props.busy}>
            {t('clearSelection')}
          </Button>
          {props.loading && <span role="status">{props.loading}</span>}
          {props.note && <span role="status">{props.note}</span>}
          {props.offlineMessage}
        </div>
      )}
      {count === 0 && !props.loading && props.offlineMessage && (
        <p className="mb-3">{props.offlineMessage}</p>
      )}
      {job && (
        <Suspense fallback={null}>
          <BulkPanel {...panelProps(job)} />
        </Suspense>
      )}
      {confirming && (
        <ConfirmDialog
          open
          onClose={props.onCancelConfirm}
          onConfirm={() => props.onConfirm(confirming.action, confirming.rows)}
          title={t('confirmTitle', {
            label: confirming.action.label,
            count: confirming.rows.length,
            ...nouns,
          })}
          message={confirmationOf(confirming)}
          confirmLabel={t('confirmButton', {
            label: confirming.action.label,
            count: confirming.rows.length,
            ...nouns,
          })}
        />
      )}
    </>
  );
}
