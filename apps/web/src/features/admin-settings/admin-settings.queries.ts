import { queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { staffApi } from '~/lib/api/api';

export const adminSettingsQueries = {
  settings: () => queryOptions(sdkQuery(staffApi, '/admin/settings')),
};
