import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffApi } from '~/lib/api';
import { queryRoots } from '~/lib/query-roots';
import {
  SERVICE_TYPES_PAGE_SIZE,
  serviceTypesSearchSchema,
  type ServiceTypesSearch,
} from './admin-service-types.schemas';

export const adminServiceTypeQueries = {
  all: () => queryRoots.adminServiceTypes,
  list: (search: ServiceTypesSearch) =>
    queryOptions({
      queryKey: [...adminServiceTypeQueries.all(), 'list', search],
      queryFn: async () =>
        (
          await staffApi.GET('/admin/servicetypes', {
            params: {
              query: {
                ...search,
                sort: search.sort ?? serviceTypesSearchSchema.defaultSort,
                size: SERVICE_TYPES_PAGE_SIZE,
              },
            },
          })
        ).data,
      placeholderData: keepPreviousData,
    }),
  detail: (serviceTypeId: number) =>
    queryOptions({
      queryKey: [...adminServiceTypeQueries.all(), 'detail', serviceTypeId],
      queryFn: async () =>
        (await staffApi.GET('/admin/servicetypes/{serviceTypeId}', { params: { path: { serviceTypeId } } }))
          .data,
    }),
};
