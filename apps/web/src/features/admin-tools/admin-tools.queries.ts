import { queryOptions } from '@tanstack/react-query';
import { staffApi } from '~/lib/api';
import { queryRoots } from '~/lib/query-roots';

export const toolQueries = {
  all: () => queryRoots.adminTools,
  caches: () =>
    queryOptions({
      queryKey: [...toolQueries.all(), 'caches'],
      queryFn: async () => (await staffApi.GET('/admin/caches')).data,
    }),
  diagnostics: () =>
    queryOptions({
      queryKey: [...toolQueries.all(), 'diagnostics'],
      queryFn: async () => (await staffApi.GET('/admin/devtools/diagnostics')).data,
    }),
};
