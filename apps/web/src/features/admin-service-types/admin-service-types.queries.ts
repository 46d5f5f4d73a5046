import { queryOptions } from '@tanstack/react-query';
import { staffApi } from '~/lib/api';

import { pagedListQuery } from '~/lib/list-query';

import { queryRoots } from '~/lib/query-roots';

import {
  SERVICE_TYPES_PAGE_SIZE,
  serviceTypesSearchSchema,
  type ServiceTypesSearch,
} from './admin-service-types.search';

export const adminServiceTypeQueries = {
  all: () => queryRoots.adminServiceTypes,
  list: (search: ServiceTypesSearch) =>
    pagedListQuery(
      adminServiceTypeQueries.all(),
      search,
      { defaultSort: serviceTypesSearchSchema.defaultSort, size: SERVICE_TYPES_PAGE_SIZE },
      (query) => staffApi.GET('/admin/servicetypes', { params: { query } }),
    ),
  detail: (serviceTypeId: number) =>
    queryOptions({
      queryKey: [...adminServiceTypeQueries.all(), 'detail', serviceTypeId],
      queryFn: async () =>
        (await staffApi.GET('/admin/servicetypes/{serviceTypeId}', { params: { path: { serviceTypeId } } }))
          .data,
    }),
};
