import type { Schemas } from '@console/sdk';
import * as v from 'valibot';
import { listSearchSchema } from '~/lib/list-search';

export type DevLogEntry = Schemas['DevLogEntry'];
export type DevLogLevel = Schemas['DevLogLevel'];

export const DEV_LOG_LEVELS: readonly DevLogLevel[] = ['debug', 'info', 'warning', 'error', 'critical'];

/** One page of the developer logs: the server filters and pages, so 30,000 entries cost what 60 do. */
export const DEV_LOGS_PAGE_SIZE = 50;

const day = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined);
const listSearch = listSearchSchema(['created_at', 'level', 'source'], '-created_at');

/** The developer logs' URL: page, search, sort, and level (that level and above), service and day range. */
export const devLogsSearchSchema = Object.assign(
  v.object({
    ...listSearch.entries,
    level: v.fallback(v.optional(v.picklist(DEV_LOG_LEVELS)), undefined),
    source: v.fallback(v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100))), undefined),
    date_from: day,
    date_to: day,
  }),
  { defaultSort: listSearch.defaultSort },
);
export type DevLogsSearch = v.InferOutput<typeof devLogsSearchSchema>;

export const DEV_LOG_FILTER_KEYS = ['search', 'level', 'source', 'date_from', 'date_to'] as const;

export const NO_DEV_LOG_FILTERS = Object.fromEntries(
  DEV_LOG_FILTER_KEYS.map((key) => [key, undefined]),
) as Partial<DevLogsSearch>;
