import { queryOptions } from '@tanstack/react-query';
import { staffApi } from '~/lib/api';
import { queryRoots } from '~/lib/query-roots';

export const adminDashboardQueries = {
  all: () => queryRoots.adminDashboard,
  summary: () =>
    queryOptions({
      queryKey: [...adminDashboardQueries.all(), 'summary'],
      queryFn: async () => (await staffApi.GET('/admin/dashboard/summary')).data,
    }),
  /** The latest entries of every organisation's audit log (staff actions name their staff member). */
  activity: () =>
    queryOptions({
      queryKey: [...queryRoots.adminLogs, 'recent', 'all'],
      queryFn: async () =>
        (await staffApi.GET('/admin/logs', { params: { query: { size: 8, sort: '-created_at' } } })).data,
    }),
};
