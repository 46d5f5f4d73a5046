import { queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { api } from '~/lib/api/api';

export const organizationQueries = {
  detail: () => queryOptions(sdkQuery(api, '/organization')),
};
