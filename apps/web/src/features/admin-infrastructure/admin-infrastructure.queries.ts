import type { ListSearch } from '~/lib/list-search';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffApi } from '~/lib/api';
import { pagedListQuery } from '~/lib/list-query';
import { queryRoots } from '~/lib/query-roots';
import {
  POOLS_PAGE_SIZE,
  locationsSearchSchema,
  poolsSearchSchema,
  type LocationsSearch,
  type PoolsSearch,
} from './admin-infrastructure.search';

export const adminInfrastructureQueries = {
  all: () => queryRoots.adminInfrastructure,
  pools: ({ location, ...search }: PoolsSearch & ListSearch) =>
    queryOptions({
      queryKey: [...adminInfrastructureQueries.all(), 'pools', 'list', { location, ...search }],
      queryFn: async () =>
        (
          await staffApi.GET('/admin/resourcepools', {
            params: {
              query: {
                ...search,
                location_id: location,
                sort: search.sort ?? poolsSearchSchema.defaultSort,
                size: search.size ?? POOLS_PAGE_SIZE,
              },
            },
          })
        ).data,
      placeholderData: keepPreviousData,
    }),
  /** One pool as the API has it now (the edit dialog reads it for its values and version). */
  pool: (poolId: number) =>
    queryOptions({
      queryKey: [...adminInfrastructureQueries.all(), 'pools', 'detail', poolId],
      queryFn: async () =>
        (await staffApi.GET('/admin/resourcepools/{poolId}', { params: { path: { poolId } } })).data,
    }),
  locations: (search: LocationsSearch) =>
    pagedListQuery(
      [...adminInfrastructureQueries.all(), 'locations'],
      search,
      { defaultSort: locationsSearchSchema.defaultSort, size: POOLS_PAGE_SIZE },
      (query) => staffApi.GET('/admin/locations', { params: { query } }),
    ),
  location: (locationId: number) =>
    queryOptions({
      queryKey: [...adminInfrastructureQueries.all(), 'locations', 'detail', locationId],
      queryFn: async () =>
        (await staffApi.GET('/admin/locations/{locationId}', { params: { path: { locationId } } })).data,
    }),
};
