import type { Schemas } from '@console/sdk';
import * as v from 'valibot';
import { listSearchSchema } from '~/lib/list-search';

export type LogEntry = Schemas['LogEntry'];
export type LogEntryDetail = Schemas['LogEntryDetail'];

/** One page of the audit log: the server pages, so 5,000 entries cost what 50 do. */
export const LOGS_PAGE_SIZE = 50;

/** A calendar day as the contract's `date_from` / `date_to` take it. */
const day = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined);

/**
 * The audit log's URL: page, search, sort and the filters (day range, user, action). A hand-edited bad
 * value falls back to "no filter" instead of breaking the screen.
 */
const listSearch = listSearchSchema(['created_at', 'action'], '-created_at');
export const logsSearchSchema = Object.assign(
  v.object({
    ...listSearch.entries,
    date_from: day,
    date_to: day,
    user_id: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
    // The contract's LogAction pattern: `area.verb`.
    action: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z_]+\.[a-z_]+$/))), undefined),
  }),
  { defaultSort: listSearch.defaultSort },
);
export type LogsSearch = v.InferOutput<typeof logsSearchSchema>;

/** The filters of the search, without paging and sorting (to tell whether any is set). */
export const FILTER_KEYS = ['search', 'date_from', 'date_to', 'user_id', 'action'] as const;

/** Every filter off, as a patch of the search. */
export const NO_FILTERS = Object.fromEntries(
  FILTER_KEYS.map((key) => [key, undefined]),
) as Partial<LogsSearch>;
