import { queryOptions } from '@tanstack/react-query';
import { staffApi } from '~/lib/api';
import { STAFF_DATA_ROOT } from '~/lib/staff-session';

export const adminDashboardQueries = {
  summary: () =>
    queryOptions({
      queryKey: [...STAFF_DATA_ROOT, 'dashboard', 'summary'],
      queryFn: async () => (await staffApi.GET('/admin/dashboard/summary')).data,
    }),
  /** The latest entries of every organisation's audit log (staff actions name their staff member). */
  activity: () =>
    queryOptions({
      queryKey: [...STAFF_DATA_ROOT, 'logs', 'recent', 'all'],
      queryFn: async () =>
        (await staffApi.GET('/admin/logs', { params: { query: { size: 8, sort: '-created_at' } } })).data,
    }),
};
