import { queryOptions } from '@tanstack/react-query';

import type { Schemas } from '@console/sdk';
import { queryOptions as sdkQuery } from '@console/sdk';

import { staffApi } from '~/lib/api/api';
import { pagedListQuery } from '~/lib/lists/list-query';
import type { ListSearch } from '~/lib/lists/list-search';
import { pollInterval } from '~/lib/query/poll';

import type { ServiceKind } from './admin-services.schemas';
import {
  ADMIN_SERVICES_PAGE_SIZE,
  type AdminAliasesSearch,
  adminAliasesSearchSchema,
  type ServicesSearch,
  servicesSearchSchema,
} from './admin-services.search';

/** How often a desktop's RDP status is asked for: often while it is moving on by itself, rarely once settled. */
const RDP_POLL_MS = { changing: 1_000, settled: 10_000 } as const;

/** A filter picker's choices: the first 100, which covers a provider's organisations, locations and pools. */
const OPTIONS_SIZE = 100;

/** What every staff service list sends: the page, the search, the sort, and its organization and status filters. */
const commonParams = <Status extends string>(
  query: ListSearch & { sort: string; size: number; organization?: number; status?: Status },
) => ({
  page: query.page,
  search: query.search,
  sort: query.sort,
  size: query.size,
  organization_id: query.organization,
  status: query.status,
});

export const adminServicesQueries = {
  aliases: (search: AdminAliasesSearch & ListSearch) =>
    pagedListQuery(
      search,
      { defaultSort: adminAliasesSearchSchema.defaultSort, size: ADMIN_SERVICES_PAGE_SIZE },
      (query) =>
        sdkQuery(staffApi, '/admin/aliases', {
          params: {
            query: {
              ...commonParams(query),
            },
          },
        }),
    ),
  /** One page of a kind's services, with its counts by status. */
  services: (kind: ServiceKind) => (search: ServicesSearch & ListSearch) =>
    pagedListQuery(
      search,
      { defaultSort: servicesSearchSchema.defaultSort, size: ADMIN_SERVICES_PAGE_SIZE },
      (query) =>
        sdkQuery(staffApi, '/admin/services/{kind}', {
          params: {
            path: { kind },
            query: {
              ...commonParams(query),
              location_id: query.location,
              pool_id: query.pool,
            },
          },
        }),
    ),
  alias: (orgId: number, aliasId: number) =>
    queryOptions({
      ...sdkQuery(staffApi, '/admin/organizations/{orgId}/aliases/{aliasId}', {
        params: { path: { orgId, aliasId } },
      }),
    }),
  desktop: (orgId: number, aliasId: number, desktopId: number) =>
    queryOptions({
      ...sdkQuery(staffApi, '/admin/organizations/{orgId}/aliases/{aliasId}/virtualdesktops/{desktopId}', {
        params: { path: { orgId, aliasId, desktopId } },
      }),
    }),
  /**
   * The desktop's RDP connection, polled while the page is open: fast while it is changing by itself, slow
   * once settled. TanStack Query skips the interval while the tab is hidden (`refetchIntervalInBackground`).
   * While the live stream is up (`live`), people's changes arrive as its events and only a desktop moving on by
   * itself (a start finishing, which no event announces) is polled (docs/decisions/0048-live-data-in-the-app.md).
   */
  rdp: (orgId: number, aliasId: number, desktopId: number, initial?: Schemas['RdpStatus'], live = false) =>
    queryOptions({
      ...sdkQuery(
        staffApi,
        '/admin/organizations/{orgId}/aliases/{aliasId}/virtualdesktops/{desktopId}/rdpstatus',
        { params: { path: { orgId, aliasId, desktopId } } },
      ),
      initialData: initial,
      refetchInterval: (query) =>
        pollInterval(
          query.state.data?.changing ?? false,
          live ? { ...RDP_POLL_MS, settled: false } : RDP_POLL_MS,
        ),
      refetchIntervalInBackground: false,
    }),
  phone: (orgId: number, aliasId: number, phoneId: number) =>
    queryOptions({
      ...sdkQuery(staffApi, '/admin/organizations/{orgId}/aliases/{aliasId}/virtualphones/{phoneId}', {
        params: { path: { orgId, aliasId, phoneId } },
      }),
    }),
  /** The filter pickers' choices. */
  organizationOptions: () =>
    queryOptions({
      ...sdkQuery(staffApi, '/admin/organizations', {
        params: { query: { size: OPTIONS_SIZE, sort: 'name' } },
      }),
      staleTime: 60_000,
    }),
  locationOptions: () =>
    queryOptions({
      ...sdkQuery(staffApi, '/admin/locations', { params: { query: { size: OPTIONS_SIZE, sort: 'name' } } }),
      staleTime: 60_000,
    }),
  poolOptions: (kind: 'desktop' | 'phone' | 'sms' | undefined) =>
    queryOptions({
      ...sdkQuery(staffApi, '/admin/resourcepools', {
        params: { query: { size: OPTIONS_SIZE, sort: 'name', kind } },
      }),
      staleTime: 60_000,
    }),
};
