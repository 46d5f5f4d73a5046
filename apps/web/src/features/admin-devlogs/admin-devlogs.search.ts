import * as v from 'valibot';

import type { Schemas } from '@console/sdk';

import { dayFilter, listSearchSchema, noFilters, picklistFilter } from '~/lib/lists/list-search';

export type DevLogEntry = Schemas['DevLogEntry'];
export type DevLogLevel = Schemas['DevLogLevel'];

export const DEV_LOG_LEVELS: readonly DevLogLevel[] = ['debug', 'info', 'warning', 'error', 'critical'];

/** One page of the developer logs: the server filters and pages, so 30,000 entries cost what 60 do. */
export const DEV_LOGS_PAGE_SIZE = 50;

/** The developer logs' URL: page, search, sort, and level (that level and above), service and day range. */
export const devLogsSearchSchema = listSearchSchema(['created_at', 'level', 'source'], '-created_at', {
  level: picklistFilter(DEV_LOG_LEVELS),
  source: v.fallback(v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100))), undefined),
  date_from: dayFilter,
  date_to: dayFilter,
});
export type DevLogsSearch = v.InferOutput<typeof devLogsSearchSchema>;

export const DEV_LOG_FILTER_KEYS = ['search', 'level', 'source', 'date_from', 'date_to'] as const;

export const NO_DEV_LOG_FILTERS = noFilters<DevLogsSearch>(DEV_LOG_FILTER_KEYS);
