// The bulk actions a list screen offers (docs/decisions/0028-list-power.md): what one is, the usual ones built
// from a row's call (a delete, a confirmed action, an on/off status), and how a confirmation names the rows.
// Their words are the screen's, in the tab's language: a screen builds its actions while it renders
// (list.messages.ts says where each word goes).
import { translate } from '@console/ui/i18n';

import { listMessages } from './list.messages';

/** An action on the selected rows; a screen passes only those the person may do (the access table). */
export interface BulkAction<Row> {
  id: string;
  /** The button: "Deactivate" (German "Deaktivieren", French "Désactiver"). */
  label: string;
  /**
   * While running, before the rows' noun: "Deactivating" users (German, before "der Benutzer": "Deaktivierung";
   * French, before "des utilisateurs": "Désactivation").
   */
  doing: string;
  /**
   * The outcome: "deactivated" (German "deaktiviert"; French the past participle as a state, "désactivé", which
   * the French messages put after a colon). Also after "already" for rows that are so already.
   */
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
  /**
   * Why a row cannot take the action, or null when it can ("already closed", "the Account Owner"; said after
   * "is"/"are"): such rows are left out before the action asks or runs, and nothing is sent for them (no write
   * that changes nothing).
   */
  skipReason?: (row: Row) => string | null;
  /** Refreshes what the calls changed, so the list shows what really happened. */
  refresh: () => Promise<unknown>;
}

const t = (key: keyof typeof listMessages.source, values?: Record<string, string | number>) =>
  translate(listMessages, key, values);

/**
 * A bulk action that cannot be undone (a delete, a close, a release): it asks first, naming the count and the
 * first rows. `words` are the button, the running and the outcome: ['Close', 'Closing', 'closed'].
 */
export function confirmedBulkAction<Row>({
  words: [label, doing, done],
  run,
  refresh,
  danger = true,
  skipReason,
}: {
  words: readonly [label: string, doing: string, done: string];
  run: (row: Row, signal: AbortSignal) => Promise<unknown>;
  refresh: () => Promise<unknown>;
  danger?: boolean;
  skipReason?: (row: Row) => string | null;
}): BulkAction<Row> {
  return { id: label.toLowerCase(), label, doing, done, danger, confirm: true, run, refresh, skipReason };
}

/** A bulk delete: asks first (naming the count and the first rows), and cannot be undone. */
export function deleteBulkAction<Row>({
  remove,
  refresh,
  skipReason,
}: {
  remove: (row: Row, signal: AbortSignal) => Promise<unknown>;
  refresh: () => Promise<unknown>;
  skipReason?: (row: Row) => string | null;
}): BulkAction<Row> {
  return {
    ...confirmedBulkAction({
      words: [t('bulkDelete'), t('deleting'), t('deleted')],
      run: remove,
      refresh,
      skipReason,
    }),
    id: 'delete',
  };
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
  offSkipReason,
}: {
  set: (row: Row, status: boolean, signal: AbortSignal) => Promise<unknown>;
  statusOf: (row: Row) => boolean;
  refresh: () => Promise<unknown>;
  /** The off action's words: ['Deactivate', 'Deactivating', 'deactivated']. */
  off: readonly [label: string, doing: string, done: string];
  /** What turning rows off does to people (it locks them out): the off action then asks first. */
  offConsequence?: (rows: readonly Row[]) => string;
  /** A row that may not be turned off whatever its status (the Account Owner). */
  offSkipReason?: (row: Row) => string | null;
}): BulkAction<Row>[] {
  const action = (status: boolean, [label, doing, done]: readonly [string, string, string]) => ({
    id: status ? 'activate' : 'deactivate',
    label,
    doing,
    done,
    run: (row: Row, signal: AbortSignal) => set(row, status, signal),
    undo: (row: Row, signal: AbortSignal) => set(row, statusOf(row), signal),
    // A row already so gets no write: it would change nothing but the audit log.
    skipReason: (row: Row) =>
      statusOf(row) === status ? t('already', { done }) : (!status && offSkipReason?.(row)) || null,
    refresh,
  });
  return [
    action(true, [t('activate'), t('activating'), t('activated')]),
    { ...action(false, off), ...(offConsequence ? { consequence: offConsequence } : {}) },
  ];
}

/**
 * The rows an action can take, and a sentence naming those it leaves out and why ("#7 is already closed; Ann and
 * Bob are already deactivated"), or null when it takes them all.
 */
export function rowsFor<Row>(action: BulkAction<Row>, rows: readonly Row[], nameOf: (row: Row) => string) {
  const why = new Map<string, string[]>();
  const doable = rows.filter((row) => {
    const reason = action.skipReason?.(row);
    if (reason) why.set(reason, [...(why.get(reason) ?? []), nameOf(row)]);
    return !reason;
  });
  const leftOut = [...why]
    .map(([reason, names]) =>
      t('leftOutReason', { names: namesWithMore(names), count: names.length, reason }),
    )
    .join(t('reasonSeparator'));
  return { doable, leftOut: leftOut || null };
}

/** "Ann, Bob, Cid and 7 more": the first names of a set, for a confirmation. */
export function namesWithMore(names: readonly string[], shown = 3): string {
  const first = names.slice(0, shown);
  const more = names.length - first.length;
  if (more > 0) return t('namesAndMore', { names: first.join(', '), more });
  if (first.length <= 1) return first.join('');
  return t('namesAndLast', { names: first.slice(0, -1).join(', '), last: first.at(-1) ?? '' });
}
