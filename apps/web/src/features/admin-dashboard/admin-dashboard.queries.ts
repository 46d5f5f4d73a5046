import { queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { staffApi } from '~/lib/api/api';

export const adminDashboardQueries = {
  summary: () => queryOptions(sdkQuery(staffApi, '/admin/dashboard/summary')),
  /** The latest entries of every organisation's audit log (staff actions name their staff member). */
  activity: () =>
    queryOptions(sdkQuery(staffApi, '/admin/logs', { params: { query: { size: 8, sort: '-created_at' } } })),
};
