import { queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { staffApi } from '~/lib/api/api';

export const adminToolsQueries = {
  caches: () => queryOptions(sdkQuery(staffApi, '/admin/caches')),
  diagnostics: () => queryOptions(sdkQuery(staffApi, '/admin/devtools/diagnostics')),
};
