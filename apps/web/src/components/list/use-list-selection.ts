// Selection and bulk actions of a list (docs/decisions/0028-list-power.md). The selection survives paging and
// sorting and is cleared, with a word to screen readers, when the filters or the search change. Running an
// action (one call per row, at most four at a time), its progress and its outcome load on first use from
// components/list/actions. The actions themselves are bulk-actions.ts; the bar above the table, selection-bar.tsx.
import { onlineManager } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { toast } from '@console/ui';
import { translate, useMessages } from '@console/ui/i18n';

import { useOfflineRefusal } from '~/components/feedback/offline-refusal';
import { errorText } from '~/lib/forms/error-text';

import type { BulkOutcome } from './actions/actions.lazy';
import { type BulkAction, rowsFor } from './bulk-actions';
import { listMessages } from './list.messages';
import { type Job, loadTools, type SelectionBarProps } from './selection-bar';
import type { ListSelection, SelectionOptions } from './selection-types';

export type { ListSelection } from './selection-types';

// Toasts are said when a run ends, in the tab's language then (the list's words are loaded: the hook reads them).
const t = (key: keyof typeof listMessages.source, values?: Record<string, string | number>) =>
  translate(listMessages, key, values);

/** The selection hooks whose list is on screen (a run outlives its list when the person leaves). */
const listsOnScreen = new Set<symbol>();

export function useListSelection<Row>(options: SelectionOptions<Row>): ListSelection<Row> {
  useMessages(listMessages);
  const enabled = options.actions.length > 0;
  const nouns = { noun: options.noun.one, nouns: options.noun.other };
  const [selected, setSelected] = useState<ReadonlyMap<string, Row>>(new Map());
  const [allMatching, setAllMatching] = useState(false);
  const [notice, setNotice] = useState('');
  const [job, setJob] = useState<Job<Row> | null>(null);
  const [confirming, setConfirming] = useState<SelectionBarProps<Row>['confirming']>(null);
  /** Why the last action pressed had nothing to do, shown in the bar. */
  const [note, setNote] = useState<string | null>(null);
  const [loading, setLoading] = useState<string | null>(null);

  // A change of filters or search clears the selection: what was picked may no longer be in the list.
  const [filterKey, setFilterKey] = useState(options.filterKey);
  if (filterKey !== options.filterKey) {
    setFilterKey(options.filterKey);
    if (selected.size > 0 || allMatching) {
      setSelected(new Map());
      setAllMatching(false);
      setNotice(t('selectionCleared'));
    }
  }

  const clear = () => {
    setSelected(new Map());
    setAllMatching(false);
  };

  // A run still going (or an Undo pressed in its toast) after the list was left reports its failures in a toast, not
  // in the list's panel, which is no longer on screen: nothing fails silently. Success says so as always.
  const [self] = useState(() => Symbol('list'));
  useEffect(() => {
    listsOnScreen.add(self);
    return () => void listsOnScreen.delete(self);
  }, [self]);
  const offline = useOfflineRefusal(t('offlineNothingChanged'));

  /** A run with failures whose list is no longer on screen: its panel cannot show them, a toast does. */
  const reportFailuresAway = (
    action: BulkAction<Row>,
    undoing: boolean,
    outcome: BulkOutcome<Row>,
    total: number,
  ) => {
    const failures = outcome.failed.map((f) =>
      t('failureLine', { name: options.rowLabel(f.row), message: f.message }),
    );
    const failed = outcome.failed.length + outcome.skipped.length;
    toast.error(
      t('failedAwayToast', { failed, count: total, ...nouns, done: undoing ? t('putBack') : action.done }),
      {
        description:
          failures.slice(0, 5).join(t('failureSeparator')) + (failures.length > 5 ? t('moreFailures') : ''),
        duration: 30_000,
      },
    );
  };

  const run = async (
    action: BulkAction<Row>,
    rows: Row[],
    undoing: boolean,
    changedBefore: Row[],
    leftOut: string | null = null,
  ) => {
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
    if (outcome.failed.length > 0 || outcome.skipped.length > 0) {
      if (!listsOnScreen.has(self)) return reportFailuresAway(action, undoing, outcome, rows.length);
      setJob({ ...base, changed, settled: rows.length, outcome });
      // Still selected: what did not go through (a deleted row is no longer there to select).
      const left = [...outcome.failed.map((f) => f.row), ...outcome.skipped];
      setSelected(new Map(left.map((row) => [options.rowId(row), row])));
      setAllMatching(false);
      return;
    }
    setJob(null);
    if (undoing) {
      toast.success(t('undoneToast', { count: changed.length, ...nouns }));
      return;
    }
    clear();
    toast.success(t('doneToast', { count: changed.length, ...nouns, done: action.done }), {
      duration: 10_000,
      ...(leftOut ? { description: t('leftOutToast', { leftOut }) } : {}),
      ...(action.undo
        ? {
            action: {
              label: t('undo'),
              // The toast outlives the list: offline it answers in a toast of its own (the toaster is loaded).
              onClick: () => {
                if (onlineManager.isOnline()) void run(action, changed, true, []);
                else toast.error(t('offlineNothingChanged'));
              },
            },
          }
        : {}),
    });
  };

  const start = async (action: BulkAction<Row>) => {
    if (offline.refuse()) return;
    let rows = [...selected.values()];
    if (allMatching) {
      const controller = new AbortController();
      setLoading(t('collecting', nouns));
      try {
        rows = await options.loadAll(controller.signal, (loaded, total) =>
          setLoading(t('collectingProgress', { ...nouns, loaded, total })),
        );
      } catch (error) {
        toast.error(errorText(error, t('collectFailed', nouns)));
        return;
      } finally {
        setLoading(null);
      }
    }
    const { doable, leftOut } = rowsFor(action, rows, options.rowLabel);
    setNote(
      doable.length === 0
        ? t('nothingTo', { action: action.label.toLowerCase(), leftOut: leftOut ?? '' })
        : null,
    );
    if (doable.length === 0) return;
    if (action.confirm || action.consequence)
      setConfirming({ action, rows: doable, leftOut, of: rows.length });
    else void run(action, doable, false, [], leftOut);
  };

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

  const bar: SelectionBarProps<Row> | null = enabled
    ? {
        notice,
        count,
        allMatching,
        allMatchingOffer: wholePage && !allMatching && options.total > selected.size ? options.total : null,
        actions: options.actions,
        busy,
        loading,
        offlineMessage: offline.message,
        noun: options.noun,
        rowLabel: options.rowLabel,
        onStart: (action) => void start(action),
        onSelectAll: () => setAllMatching(true),
        onClear: clear,
        job,
        onUndo: (current) => {
          if (!offline.refuse()) void run(current.action, current.changed, true, []);
        },
        onRetry: (current) => {
          if (offline.refuse()) return;
          // Only what may go through this time: a refusal or a broken rule answers the same again.
          const again = [
            ...(current.outcome?.failed.filter((f) => f.retryable).map((f) => f.row) ?? []),
            ...(current.outcome?.skipped ?? []),
          ];
          void run(current.action, again, current.undoing, current.changed);
        },
        onDismiss: () => setJob(null),
        confirming,
        note,
        onCancelConfirm: () => setConfirming(null),
        onConfirm: (action, rows) => {
          setConfirming(null);
          void run(action, rows, false, [], confirming?.leftOut);
        },
      }
    : null;

  return { table, bar, selectedRows: allMatching ? [] : [...selected.values()] };
}
