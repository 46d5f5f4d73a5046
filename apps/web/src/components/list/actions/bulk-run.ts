// Runs one call per row when the API has no bulk operation (docs/decisions/0028-list-power.md): at most
// `limit` at a time, stopping on Cancel, and keeping every row's outcome with the server's message.
import { translate } from '@console/ui/i18n';

import { errorText } from '~/lib/forms/error-text';

import { actionsMessages } from './actions.messages';

/** A row that failed, with what the server (or the network) said, and whether trying again may help. */
export interface BulkFailure<Row> {
  row: Row;
  message: string;
  /**
   * A network failure, a timeout, a busy or failing server: trying again may help. A refusal (403), a record
   * gone (404), a conflict (409) or a rule (422) answers the same the next time.
   */
  retryable: boolean;
}

/** Whether the same call may go through when tried again. */
const retryable = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== 'number' || status === 0 || status === 408 || status === 429 || status >= 500;
};

export interface BulkOutcome<Row> {
  succeeded: Row[];
  failed: BulkFailure<Row>[];
  /** Not started because the run was cancelled. */
  skipped: Row[];
}

/** The most calls in flight at once: enough to be quick, few enough not to crowd the API or the browser. */
export const BULK_CONCURRENCY = 4;

/** What a row's failure says: the app's words for an API error (the server's own where it gave them). */
const messageOf = (error: unknown) => errorText(error, translate(actionsMessages, 'rowFailed'));

/**
 * Calls `work` for each row, at most `limit` at a time, in the rows' order. After `signal` aborts no new
 * call starts (those rows come back as skipped); calls in flight get the signal. `onSettled` hears of each
 * row as it ends, for a progress bar.
 */
export async function runBulk<Row>(
  rows: readonly Row[],
  work: (row: Row, signal: AbortSignal) => Promise<unknown>,
  {
    signal,
    limit = BULK_CONCURRENCY,
    onSettled,
  }: { signal: AbortSignal; limit?: number; onSettled?: (outcome: BulkOutcome<Row>) => void },
): Promise<BulkOutcome<Row>> {
  const outcome: BulkOutcome<Row> = { succeeded: [], failed: [], skipped: [] };
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const row = rows[next++] as Row;
      if (signal.aborted) {
        outcome.skipped.push(row);
        continue;
      }
      try {
        await work(row, signal);
        outcome.succeeded.push(row);
      } catch (error) {
        outcome.failed.push({
          row,
          message: signal.aborted ? translate(actionsMessages, 'cancelledRow') : messageOf(error),
          retryable: signal.aborted || retryable(error),
        });
      }
      onSettled?.(outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, rows.length) }, worker));
  return outcome;
}

/**
 * Every row of a list, page by page (a "select all matching" action, an export). Stops when a page comes
 * back short or `total` is reached; throws when `signal` aborts.
 */
export async function collectPages<Row>(
  fetchPage: (page: number) => Promise<{ items: Row[]; total: number; size: number }>,
  { signal, onPage }: { signal: AbortSignal; onPage?: (loaded: number, total: number) => void },
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    signal.throwIfAborted();
    const data = await fetchPage(page);
    rows.push(...data.items);
    onPage?.(rows.length, data.total);
    if (data.items.length < data.size || rows.length >= data.total) return rows;
  }
}
