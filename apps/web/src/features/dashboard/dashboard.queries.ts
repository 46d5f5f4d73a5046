import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

export const dashboardQueries = {
  all: () => ['dashboard'] as const,
  summary: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'summary'],
      queryFn: async () => (await api.GET('/dashboard/summary')).data,
    }),
};
