import { queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { staffApi } from '~/lib/api/api';
import { pagedListQuery } from '~/lib/lists/list-query';

import {
  SERVICE_TYPES_PAGE_SIZE,
  type ServiceTypesSearch,
  serviceTypesSearchSchema,
} from './admin-service-types.search';

export const adminServiceTypesQueries = {
  list: (search: ServiceTypesSearch) =>
    pagedListQuery(
      search,
      { defaultSort: serviceTypesSearchSchema.defaultSort, size: SERVICE_TYPES_PAGE_SIZE },
      (query) => sdkQuery(staffApi, '/admin/servicetypes', { params: { query } }),
    ),
  detail: (serviceTypeId: number) =>
    queryOptions(
      sdkQuery(staffApi, '/admin/servicetypes/{serviceTypeId}', { params: { path: { serviceTypeId } } }),
    ),
};
