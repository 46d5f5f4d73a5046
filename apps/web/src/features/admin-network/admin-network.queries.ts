import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { staffApi } from '~/lib/api/api';
import { pagedListQuery } from '~/lib/lists/list-query';
import type { ListSearch } from '~/lib/lists/list-search';

import {
  GATEWAYS_PAGE_SIZE,
  type GatewaysSearch,
  gatewaysSearchSchema,
  INFRA_PAGE_SIZE,
} from './admin-network.search';

export const adminNetworkQueries = {
  gateways: (search: GatewaysSearch & ListSearch) =>
    pagedListQuery(
      search,
      { defaultSort: gatewaysSearchSchema.defaultSort, size: GATEWAYS_PAGE_SIZE },
      (query) => sdkQuery(staffApi, '/admin/vpngateways', { params: { query } }),
    ),
  /** Every gateway (the API's largest page), for the infrastructure view and the network form's picker. */
  allGateways: () =>
    queryOptions(
      sdkQuery(staffApi, '/admin/vpngateways', {
        params: { query: { size: INFRA_PAGE_SIZE, sort: 'name' } },
      }),
    ),
  /** One gateway as the API has it now (the edit dialog reads it for its values and version). */
  gateway: (gatewayId: number) =>
    queryOptions(sdkQuery(staffApi, '/admin/vpngateways/{gatewayId}', { params: { path: { gatewayId } } })),
  /** The networks routed through one gateway, or every network (the API's largest page). */
  networks: (gatewayId: number | undefined) =>
    queryOptions({
      ...sdkQuery(staffApi, '/admin/networks', {
        params: { query: { size: INFRA_PAGE_SIZE, sort: 'name', vpn_gateway_id: gatewayId } },
      }),
      placeholderData: keepPreviousData,
    }),
  network: (networkId: number) =>
    queryOptions(sdkQuery(staffApi, '/admin/networks/{networkId}', { params: { path: { networkId } } })),
};
