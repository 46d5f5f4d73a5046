import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { unlessBackwards } from '~/features/logs';
import { staffApi } from '~/lib/api/api';
import { pagedListQuery } from '~/lib/lists/list-query';

import { ADMIN_LOGS_PAGE_SIZE, type AdminLogsSearch, adminLogsSearchSchema } from './admin-logs.search';

export const adminLogsQueries = {
  /** One page of the trail; the factory owns the page size and the default sort. */
  list: (search: AdminLogsSearch) =>
    pagedListQuery(
      search,
      { defaultSort: adminLogsSearchSchema.defaultSort, size: ADMIN_LOGS_PAGE_SIZE },
      (query) => unlessBackwards(query, sdkQuery(staffApi, '/admin/logs', { params: { query } })),
    ),
  detail: (logId: number) =>
    queryOptions(sdkQuery(staffApi, '/admin/logs/{logId}', { params: { path: { logId } } })),
  /** Organisations whose name matches, for the organisation filter (the server searches). */
  organizationsMatching: (search: string) =>
    queryOptions({
      ...sdkQuery(staffApi, '/admin/organizations', {
        params: { query: { search: search || undefined, size: 20, sort: 'name' } },
      }),
      placeholderData: keepPreviousData,
    }),
  /** One organisation's name, for a filter set by the URL. */
  organization: (orgId: number) =>
    queryOptions(sdkQuery(staffApi, '/admin/organizations/{orgId}', { params: { path: { orgId } } })),
};
