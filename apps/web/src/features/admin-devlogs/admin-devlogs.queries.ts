import { queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { staffApi } from '~/lib/api/api';
import { pagedListQuery } from '~/lib/lists/list-query';

import { DEV_LOGS_PAGE_SIZE, type DevLogsSearch, devLogsSearchSchema } from './admin-devlogs.search';

export const adminDevlogsQueries = {
  /** One page of the entries; the factory owns the page size and the default sort. */
  list: (search: DevLogsSearch) =>
    pagedListQuery(
      search,
      { defaultSort: devLogsSearchSchema.defaultSort, size: DEV_LOGS_PAGE_SIZE },
      (query) => sdkQuery(staffApi, '/admin/devlogs', { params: { query } }),
    ),
  /** The services that write developer logs, for the service filter. */
  sources: () =>
    queryOptions({
      ...sdkQuery(staffApi, '/admin/devlogs/sources'),
      staleTime: 5 * 60_000,
    }),
  detail: (logId: number) =>
    queryOptions(sdkQuery(staffApi, '/admin/devlogs/{logId}', { params: { path: { logId } } })),
};
