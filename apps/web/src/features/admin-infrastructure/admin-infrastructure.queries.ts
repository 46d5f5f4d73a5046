import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { staffApi } from '~/lib/api/api';
import { pagedListQuery } from '~/lib/lists/list-query';
import type { ListSearch } from '~/lib/lists/list-search';

import {
  type LocationsSearch,
  locationsSearchSchema,
  POOLS_PAGE_SIZE,
  type PoolsSearch,
  poolsSearchSchema,
} from './admin-infrastructure.search';

export const adminInfrastructureQueries = {
  pools: ({ location, ...search }: PoolsSearch & ListSearch) =>
    queryOptions({
      ...sdkQuery(staffApi, '/admin/resourcepools', {
        params: {
          query: {
            ...search,
            location_id: location,
            sort: search.sort ?? poolsSearchSchema.defaultSort,
            size: search.size ?? POOLS_PAGE_SIZE,
          },
        },
      }),
      placeholderData: keepPreviousData,
    }),
  /** One pool as the API has it now (the edit dialog reads it for its values and version). */
  pool: (poolId: number) =>
    queryOptions(sdkQuery(staffApi, '/admin/resourcepools/{poolId}', { params: { path: { poolId } } })),
  locations: (search: LocationsSearch) =>
    pagedListQuery(
      search,
      { defaultSort: locationsSearchSchema.defaultSort, size: POOLS_PAGE_SIZE },
      (query) => sdkQuery(staffApi, '/admin/locations', { params: { query } }),
    ),
  location: (locationId: number) =>
    queryOptions(sdkQuery(staffApi, '/admin/locations/{locationId}', { params: { path: { locationId } } })),
};
