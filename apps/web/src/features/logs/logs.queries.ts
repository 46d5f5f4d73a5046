import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

import { pagedListQuery } from '~/lib/list-query';

import { queryRoots } from '~/lib/query-roots';

import { LOGS_PAGE_SIZE, logsSearchSchema, type LogsSearch } from './logs.search';

export const logQueries = {
  all: () => queryRoots.logs,
  /** One page of the log; the factory owns the page size and the default sort. */
  list: (search: LogsSearch) =>
    pagedListQuery(
      logQueries.all(),
      search,
      { defaultSort: logsSearchSchema.defaultSort, size: LOGS_PAGE_SIZE },
      (query, signal) => api.GET('/logs', { params: { query }, signal }),
    ),
  detail: (logId: number) =>
    queryOptions({
      queryKey: [...logQueries.all(), 'detail', logId],
      queryFn: async () => (await api.GET('/logs/{logId}', { params: { path: { logId } } })).data,
    }),
};
