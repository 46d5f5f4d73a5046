import { queryOptions } from '@tanstack/react-query';

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
  pools: (search: PoolsSearch & ListSearch) =>
    pagedListQuery(
      search,
      { defaultSort: poolsSearchSchema.defaultSort, size: POOLS_PAGE_SIZE },
      ({ location, ...query }) =>
        sdkQuery(staffApi, '/admin/resourcepools', {
          params: { query: { ...query, location_id: location } },
        }),
    ),
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
