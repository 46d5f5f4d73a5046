import { queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { api } from '~/lib/api/api';

export const dashboardQueries = {
  summary: () => queryOptions(sdkQuery(api, '/dashboard/summary')),
};
