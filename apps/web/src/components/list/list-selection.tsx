// Selection and bulk actions of a list (docs/decisions/0028-list-power.md). The selection survives paging and
// sorting and is cleared, with a word to screen readers, when the filters or the search change. Running an
// action (one call per row, at most four at a time), its progress and its outcome load on first use from
// features/list-actions.
import { onlineManager } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';

import { Button, ConfirmDialog, formatNumber, importWhenOnline, toast } from '@console/ui';

import { useOfflineRefusal } from '~/components/feedback/offline-refusal';

import type { BulkOutcome, BulkPanelProps } from './actions/actions.lazy';

const loadTools = () => importWhenOnline(() => import('./actions/actions.lazy'));
const BulkPanel = lazy(() => loadTools().then((m) => ({ default: m.BulkPanel })));

/** An action on the selected rows; a screen passes only those the person may do (the access table). */
export interface BulkAction<Row> {
  id: string;
  /** The button: "Deactivate". */
  label: string;
  /** While running: "Deactivating". */
  doing: string;
  /** The outcome: "deactivated". */
  done: string;
  /** One row's call (the API has no bulk operation). */
  run: (row: Row, signal: AbortSignal) => Promise<unknown>;
  /** Puts one row back as it was (the row is as it was before `run`); offered in the success toast. */
  undo?: (row: Row, signal: AbortSignal) => Promise<unknown>;
  /** Asks first, naming the count and the first rows (deletes, which cannot be undone). */
  confirm?: boolean;
  /**
   * What the action does to people beyond the rows (it locks them out, ends their sessions): said in the question
   * the action then always asks, e.g. "Their 46 users cannot sign in."
   */
  consequence?: (rows: readonly Row[]) => string;
  danger?: boolean;
  /** Refreshes what the calls changed, so the list shows what really happened. */
  refresh: () => Promise<unknown>;
}

/**
 * A bulk action that cannot be undone (a delete, a close, a release): it asks first, naming the count and the
 * first rows. `words` are the button, the running and the outcome: ['Close', 'Closing', 'closed'].
 */
export function confirmedBulkAction<Row>({
  words: [label, doing, done],
  run,
  refresh,
  danger = true,
}: {
  words: readonly [label: string, doing: string, done: string];
  run: (row: Row, signal: AbortSignal) => Promise<unknown>;
  refresh: () => Promise<unknown>;
  danger?: boolean;
}): BulkAction<Row> {
  return { id: label.toLowerCase(), label, doing, done, danger, confirm: true, run, refresh };
}

/** A bulk delete: asks first (naming the count and the first rows), and cannot be undone. */
export function deleteBulkAction<Row>({
  remove,
  refresh,
}: {
  remove: (row: Row, signal: AbortSignal) => Promise<unknown>;
  refresh: () => Promise<unknown>;
}): BulkAction<Row> {
  return confirmedBulkAction({ words: ['Delete', 'Deleting', 'deleted'], run: remove, refresh });
}

/**
 * The two bulk actions of an on/off status (activate, and deactivate or suspend): `set` sends one row with
 * the status, and Undo sends each row's own previous status (`statusOf` the row as selected).
 */
export function statusBulkActions<Row>({
  set,
  statusOf,
  refresh,
  off,
  offConsequence,
}: {
  set: (row: Row, status: boolean, signal: AbortSignal) => Promise<unknown>;
  statusOf: (row: Row) => boolean;
  refresh: () => Promise<unknown>;
  /** The off action's words: ['Deactivate', 'Deactivating', 'deactivated']. */
  off: readonly [label: string, doing: string, done: string];
  /** What turning rows off does to people (it locks them out): the off action then asks first. */
  offConsequence?: (rows: readonly Row[]) => string;
}): BulkAction<Row>[] {
  const action = (status: boolean, [label, doing, done]: readonly [string, string, string]) => ({
    id: label.toLowerCase(),
    label,
    doing,
    done,
    run: (row: Row, signal: AbortSignal) => set(row, status, signal),
    undo: (row: Row, signal: AbortSignal) => set(row, statusOf(row), signal),
    refresh,
  });
  return [
    action(true, ['Activate', 'Activating', 'activated']),
    { ...action(false, off), ...(offConsequence ? { consequence: offConsequence } : {}) },
  ];
}

/** "Ann, Bob, Cid and 7 more": the first names of a set, for a confirmation. */
export function namesWithMore(names: readonly string[], shown = 3): string {
  const first = names.slice(0, shown);
  const more = names.length - first.length;
  if (more > 0) return `${first.join(', ')} and ${formatNumber(more)} more`;
  if (first.length <= 1) return first.join('');
  return `${first.slice(0, -1).join(', ')} and ${first.at(-1)}`;
}

const OFFLINE_NOTHING_CHANGED =
  'You are offline: nothing was changed. Try again once the connection is back.';

/** The selection hooks whose list is on screen (a run outlives its list when the person leaves). */
const listsOnScreen = new Set<symbol>();

interface Job<Row> {
  action: BulkAction<Row>;
  undoing: boolean;
  rows: Row[];
  settled: number;
  outcome: BulkOutcome<Row> | null;
  /** Rows changed so far by this job and its retries: what Undo puts back. */
  changed: Row[];
  controller: AbortController;
}

export interface SelectionOptions<Row> {
  actions: readonly BulkAction<Row>[];
  rowId: (row: Row) => string;
  rowLabel: (row: Row) => string;
  noun: string;
  /** The rows on screen and how many match the filters in all. */
  rows: readonly Row[];
  total: number;
  /** Changes when the filters or the search change (not the page or the sort). */
  filterKey: string;
  /** Every row matching the filters, page by page (for "select all N matching"). */
  loadAll: (signal: AbortSignal, onProgress: (loaded: number, total: number) => void) => Promise<Row[]>;
}

export function useListSelection<Row>(options: SelectionOptions<Row>) {
  const enabled = options.actions.length > 0;
  const [selected, setSelected] = useState<ReadonlyMap<string, Row>>(new Map());
  const [allMatching, setAllMatching] = useState(false);
  const [notice, setNotice] = useState('');
  const [job, setJob] = useState<Job<Row> | null>(null);
  const [confirming, setConfirming] = useState<{ action: BulkAction<Row>; rows: Row[] } | null>(null);
  const [loading, setLoading] = useState<string | null>(null);

  // A change of filters or search clears the selection: what was picked may no longer be in the list.
  const [filterKey, setFilterKey] = useState(options.filterKey);
  if (filterKey !== options.filterKey) {
    setFilterKey(options.filterKey);
    if (selected.size > 0 || allMatching) {
      setSelected(new Map());
      setAllMatching(false);
      setNotice('The filters changed, so the selection is cleared.');
    }
  }

  const clear = () => {
    setSelected(new Map());
    setAllMatching(false);
  };

  // A run still going (or an Undo pressed in its toast) after the list was left reports in a toast instead of
  // the list's panel, which is no longer on screen: nothing fails silently.
  const [self] = useState(() => Symbol('list'));
  useEffect(() => {
    listsOnScreen.add(self);
    return () => void listsOnScreen.delete(self);
  }, [self]);
  const offline = useOfflineRefusal(OFFLINE_NOTHING_CHANGED);

  const reportAway = (
    action: BulkAction<Row>,
    undoing: boolean,
    outcome: BulkOutcome<Row>,
    total: number,
  ) => {
    const done = undoing ? 'put back' : action.done;
    if (outcome.failed.length === 0 && outcome.skipped.length === 0) {
      toast.success(undoing ? `Undone: ${countOf(total)} back as they were.` : `${countOf(total)} ${done}.`);
      return;
    }
    const failures = outcome.failed.map((f) => `${options.rowLabel(f.row)}: ${f.message}`);
    toast.error(
      `${formatNumber(outcome.failed.length + outcome.skipped.length)} of ${countOf(total)} could not be ${done}.`,
      { description: failures.slice(0, 5).join('; ') + (failures.length > 5 ? '; …' : ''), duration: 30_000 },
    );
  };

  const run = async (action: BulkAction<Row>, rows: Row[], undoing: boolean, changedBefore: Row[]) => {
    const work = undoing ? action.undo : action.run;
    if (!work) return;
    const tools = await loadTools();
    const controller = new AbortController();
    const base = { action, undoing, rows, controller, changed: changedBefore };
    setJob({ ...base, settled: 0, outcome: null });
    const outcome = await tools.runBulk(rows, work, {
      signal: controller.signal,
      onSettled: (sofar) =>
        setJob((current) =>
          current?.controller === controller
            ? { ...current, settled: sofar.succeeded.length + sofar.failed.length }
            : current,
        ),
    });
    await action.refresh().catch(() => undefined);
    const changed = [...changedBefore, ...outcome.succeeded];
    if (!listsOnScreen.has(self)) {
      reportAway(action, undoing, outcome, rows.length);
      return;
    }
    if (outcome.failed.length > 0 || outcome.skipped.length > 0) {
      setJob({ ...base, changed, settled: rows.length, outcome });
      // Still selected: what did not go through (a deleted row is no longer there to select).
      const left = [...outcome.failed.map((f) => f.row), ...outcome.skipped];
      setSelected(new Map(left.map((row) => [options.rowId(row), row])));
      setAllMatching(false);
      return;
    }
    setJob(null);
    if (undoing) {
      toast.success(`Undone: ${countOf(changed.length)} back as they were.`);
      return;
    }
    clear();
    toast.success(`${countOf(changed.length)} ${action.done}.`, {
      duration: 10_000,
      ...(action.undo
        ? {
            action: {
              label: 'Undo',
              // The toast outlives the list: offline it answers in a toast of its own (the toaster is loaded).
              onClick: () => {
                if (onlineManager.isOnline()) void run(action, changed, true, []);
                else toast.error(OFFLINE_NOTHING_CHANGED);
              },
            },
          }
        : {}),
    });
  };

  const countOf = (n: number) =>
    `${formatNumber(n)} ${n === 1 ? options.noun.replace(/s$/, '') : options.noun}`;

  const start = async (action: BulkAction<Row>) => {
    if (offline.refuse()) return;
    let rows = [...selected.values()];
    if (allMatching) {
      const controller = new AbortController();
      setLoading(`Collecting the ${options.noun}`);
      try {
        rows = await options.loadAll(controller.signal, (loaded, total) =>
          setLoading(`Collecting the ${options.noun}: ${formatNumber(loaded)} of ${formatNumber(total)}`),
        );
      } catch (error) {
        toast.error(error instanceof Error ? error.message : `The ${options.noun} could not be loaded.`);
        return;
      } finally {
        setLoading(null);
      }
    }
    if (action.confirm || action.consequence) setConfirming({ action, rows });
    else void run(action, rows, false, []);
  };

  const confirmationOf = (action: BulkAction<Row>, rows: readonly Row[]) =>
    [
      `${namesWithMore(rows.map(options.rowLabel))} will be ${action.done}.`,
      action.consequence?.(rows),
      action.undo ? 'You can undo it right after.' : 'This cannot be undone.',
    ]
      .filter(Boolean)
      .join(' ');

  const pageIds = options.rows.map(options.rowId);
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const count = allMatching ? options.total : selected.size;
  const busy = loading !== null || (job !== null && job.outcome === null);

  const table = enabled
    ? {
        selection: {
          selected: allMatching ? new Set(pageIds) : new Set(selected.keys()),
          getRowLabel: options.rowLabel,
          onChange: (ids: Set<string>) => {
            // Rows keep their data across pages, so an action can name them and send their values.
            const next = new Map(allMatching ? options.rows.map((r) => [options.rowId(r), r]) : selected);
            for (const row of options.rows) {
              const id = options.rowId(row);
              if (ids.has(id)) next.set(id, row);
              else next.delete(id);
            }
            setAllMatching(false);
            setSelected(next);
            setNotice('');
          },
        },
      }
    : {};

  const panelProps = (current: Job<Row>): BulkPanelProps => ({
    running: current.outcome ? null : `${current.undoing ? 'Undoing' : current.action.doing} ${options.noun}`,
    done: current.undoing ? 'put back' : current.action.done,
    total: current.rows.length,
    settled: current.settled,
    failures: (current.outcome?.failed ?? []).map((f) => ({
      name: options.rowLabel(f.row),
      message: f.message,
    })),
    skipped: current.outcome?.skipped.length ?? 0,
    onCancel: () => current.controller.abort(),
    // Undo belongs to what changed, whatever else failed or was cancelled.
    undoable:
      !current.undoing && current.outcome !== null && current.action.undo !== undefined
        ? current.changed.length
        : 0,
    onUndo: () => {
      if (!offline.refuse()) void run(current.action, current.changed, true, []);
    },
    onRetry: () => {
      if (offline.refuse()) return;
      const again = [
        ...(current.outcome?.failed.map((f) => f.row) ?? []),
        ...(current.outcome?.skipped ?? []),
      ];
      void run(current.action, again, current.undoing, current.changed);
    },
    onDismiss: () => setJob(null),
  });

  const bar = enabled ? (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {notice}
      </p>
      {(count > 0 || loading) && (
        <div
          role="region"
          aria-label="Selection"
          className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-primary bg-primary-soft px-3 py-2 text-sm"
        >
          <span className="font-medium">
            {allMatching ? `All ${countOf(count)} selected` : `${formatNumber(count)} selected`}
          </span>
          {wholePage && !allMatching && options.total > selected.size && (
            <Button variant="ghost" size="sm" onClick={() => setAllMatching(true)}>
              Select all {formatNumber(options.total)} matching
            </Button>
          )}
          <span className="flex flex-wrap gap-2">
            {options.actions.map((action) => (
              <Button
                key={action.id}
                size="sm"
                variant={action.danger ? 'danger' : 'secondary'}
                disabled={busy}
                onClick={() => void start(action)}
              >
                {action.label}
              </Button>
            ))}
          </span>
          <Button variant="ghost" size="sm" onClick={clear} disabled={busy}>
            Clear selection
          </Button>
          {loading && <span role="status">{loading}…</span>}
          {offline.message}
        </div>
      )}
      {count === 0 && !loading && offline.message && <p className="mb-3">{offline.message}</p>}
      {job && (
        <Suspense fallback={null}>
          <BulkPanel {...panelProps(job)} />
        </Suspense>
      )}
      {confirming && (
        <ConfirmDialog
          open
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            const { action, rows } = confirming;
            setConfirming(null);
            void run(action, rows, false, []);
          }}
          title={`${confirming.action.label} ${countOf(confirming.rows.length)}?`}
          message={confirmationOf(confirming.action, confirming.rows)}
          confirmLabel={`${confirming.action.label} ${countOf(confirming.rows.length)}`}
        />
      )}
    </>
  ) : null;

  return { table, bar };
}
