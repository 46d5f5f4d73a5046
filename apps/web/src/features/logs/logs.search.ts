import * as v from 'valibot';

import type { Schemas } from '@console/sdk';

import { dayFilter, idFilter, listSearchSchema, logActionFilter, noFilters } from '~/lib/lists/list-search';

export type LogEntry = Schemas['LogEntry'];
export type LogEntryDetail = Schemas['LogEntryDetail'];

/** One page of the audit log: the server pages, so 5,000 entries cost what 50 do. */
export const LOGS_PAGE_SIZE = 50;

/**
 * The audit log's URL: page, search, sort and the filters (day range, user, action). A hand-edited bad
 * value falls back to "no filter" instead of breaking the screen.
 */
export const logsSearchSchema = listSearchSchema(['created_at', 'action'], '-created_at', {
  date_from: dayFilter,
  date_to: dayFilter,
  user_id: idFilter,
  action: logActionFilter,
});
export type LogsSearch = v.InferOutput<typeof logsSearchSchema>;

/** The filters of the search, without paging and sorting (to tell whether any is set). */
export const FILTER_KEYS = ['search', 'date_from', 'date_to', 'user_id', 'action'] as const;

/** Every filter off, as a patch of the search. */
export const NO_FILTERS = noFilters<LogsSearch>(FILTER_KEYS);
