import { queryOptions } from '@tanstack/react-query';
import { staffApi } from '~/lib/api';

import { pagedListQuery } from '~/lib/list-query';

import { queryRoots } from '~/lib/query-roots';

import { DEV_LOGS_PAGE_SIZE, devLogsSearchSchema, type DevLogsSearch } from './admin-devlogs.search';

export const devLogQueries = {
  all: () => queryRoots.adminDevLogs,
  /** One page of the entries; the factory owns the page size and the default sort. */
  list: (search: DevLogsSearch) =>
    pagedListQuery(
      devLogQueries.all(),
      search,
      { defaultSort: devLogsSearchSchema.defaultSort, size: DEV_LOGS_PAGE_SIZE },
      (query, signal) => staffApi.GET('/admin/devlogs', { params: { query }, signal }),
    ),
  /** The services that write developer logs, for the service filter. */
  sources: () =>
    queryOptions({
      queryKey: [...devLogQueries.all(), 'sources'],
      queryFn: async () => (await staffApi.GET('/admin/devlogs/sources')).data,
      staleTime: 5 * 60_000,
    }),
  detail: (logId: number) =>
    queryOptions({
      queryKey: [...devLogQueries.all(), 'detail', logId],
      queryFn: async () =>
        (await staffApi.GET('/admin/devlogs/{logId}', { params: { path: { logId } } })).data,
    }),
};
