import * as v from 'valibot';

import type { Schemas } from '@console/sdk';

import {
  dayFilter,
  idFilter,
  listSearchSchema,
  logActionFilter,
  noFilters,
  picklistFilter,
} from '~/lib/lists/list-search';

export type AdminLogEntry = Schemas['AdminLogEntry'];

/** One page of the staff audit trail: the server pages, so the whole platform's log costs what a page does. */
export const ADMIN_LOGS_PAGE_SIZE = 50;

const listSearch = listSearchSchema(['created_at', 'action'], '-created_at', {
  date_from: dayFilter,
  date_to: dayFilter,
  organization_id: idFilter,
  actor_type: picklistFilter(['user', 'staff']),
  actor_id: idFilter,
  action: logActionFilter,
});

/**
 * The staff audit trail's URL: page, search, sort and the filters (organisation, actor, action, day range).
 * A hand-edited bad value falls back to "no filter"; an actor id without its type is dropped (the API
 * answers 422 to it).
 */
export const adminLogsSearchSchema = Object.assign(
  v.pipe(
    listSearch,
    v.transform((s) => (s.actor_type ? s : { ...s, actor_id: undefined })),
  ),
  { defaultSort: listSearch.defaultSort },
);
export type AdminLogsSearch = v.InferOutput<typeof adminLogsSearchSchema>;

export const ADMIN_LOG_FILTER_KEYS = [
  'search',
  'date_from',
  'date_to',
  'organization_id',
  'actor_type',
  'actor_id',
  'action',
] as const;

export const NO_ADMIN_LOG_FILTERS = noFilters<AdminLogsSearch>(ADMIN_LOG_FILTER_KEYS);
