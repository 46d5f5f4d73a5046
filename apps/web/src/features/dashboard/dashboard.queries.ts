import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { queryRoots } from '~/lib/query-roots';

export const dashboardQueries = {
  all: () => queryRoots.dashboard,
  summary: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'summary'],
      queryFn: async () => (await api.GET('/dashboard/summary')).data,
    }),
};
