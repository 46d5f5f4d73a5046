import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { LOGS_PAGE_SIZE, type LogsSearch } from './logs.schemas';

export const logQueries = {
  all: () => ['logs'] as const,
  list: (search: LogsSearch) =>
    queryOptions({
      queryKey: [...logQueries.all(), 'list', search],
      queryFn: async ({ signal }) =>
        (await api.GET('/logs', { params: { query: { ...search, size: LOGS_PAGE_SIZE } }, signal })).data,
      // The previous results stay on screen (dimmed) while a new filter loads.
      placeholderData: keepPreviousData,
    }),
  detail: (logId: number) =>
    queryOptions({
      queryKey: [...logQueries.all(), 'detail', logId],
      queryFn: async () => (await api.GET('/logs/{logId}', { params: { path: { logId } } })).data,
    }),
};
