import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { queryRoots } from '~/lib/query-roots';
import { LOGS_PAGE_SIZE, logsSearchSchema, type LogsSearch } from './logs.schemas';

export const logQueries = {
  all: () => queryRoots.logs,
  /** One page of the log; the factory owns the page size and the default sort. */
  list: (search: LogsSearch) =>
    queryOptions({
      queryKey: [...logQueries.all(), 'list', search],
      queryFn: async ({ signal }) =>
        (
          await api.GET('/logs', {
            params: {
              query: { ...search, sort: search.sort ?? logsSearchSchema.defaultSort, size: LOGS_PAGE_SIZE },
            },
            signal,
          })
        ).data,
      // The previous results stay on screen while a new filter loads.
      placeholderData: keepPreviousData,
    }),
  detail: (logId: number) =>
    queryOptions({
      queryKey: [...logQueries.all(), 'detail', logId],
      queryFn: async () => (await api.GET('/logs/{logId}', { params: { path: { logId } } })).data,
    }),
};
