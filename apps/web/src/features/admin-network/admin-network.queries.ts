import type { ListSearch } from '~/lib/list-search';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffApi } from '~/lib/api';
import { queryRoots } from '~/lib/query-roots';
import {
  GATEWAYS_PAGE_SIZE,
  INFRA_PAGE_SIZE,
  gatewaysSearchSchema,
  type GatewaysSearch,
} from './admin-network.search';

export const adminNetworkQueries = {
  all: () => queryRoots.adminNetwork,
  gateways: (search: GatewaysSearch & ListSearch) =>
    queryOptions({
      queryKey: [...adminNetworkQueries.all(), 'gateways', 'list', search],
      queryFn: async () =>
        (
          await staffApi.GET('/admin/vpngateways', {
            params: {
              query: {
                ...search,
                sort: search.sort ?? gatewaysSearchSchema.defaultSort,
                size: search.size ?? GATEWAYS_PAGE_SIZE,
              },
            },
          })
        ).data,
      placeholderData: keepPreviousData,
    }),
  /** Every gateway (the API's largest page), for the infrastructure view and the network form's picker. */
  allGateways: () =>
    queryOptions({
      queryKey: [...adminNetworkQueries.all(), 'gateways', 'every'],
      queryFn: async () =>
        (
          await staffApi.GET('/admin/vpngateways', {
            params: { query: { size: INFRA_PAGE_SIZE, sort: 'name' } },
          })
        ).data,
    }),
  /** One gateway as the API has it now (the edit dialog reads it for its values and version). */
  gateway: (gatewayId: number) =>
    queryOptions({
      queryKey: [...adminNetworkQueries.all(), 'gateways', 'detail', gatewayId],
      queryFn: async () =>
        (await staffApi.GET('/admin/vpngateways/{gatewayId}', { params: { path: { gatewayId } } })).data,
    }),
  /** The networks routed through one gateway, or every network (the API's largest page). */
  networks: (gatewayId: number | undefined) =>
    queryOptions({
      queryKey: [...adminNetworkQueries.all(), 'networks', 'list', { gatewayId }],
      queryFn: async () =>
        (
          await staffApi.GET('/admin/networks', {
            params: { query: { size: INFRA_PAGE_SIZE, sort: 'name', vpn_gateway_id: gatewayId } },
          })
        ).data,
      placeholderData: keepPreviousData,
    }),
  network: (networkId: number) =>
    queryOptions({
      queryKey: [...adminNetworkQueries.all(), 'networks', 'detail', networkId],
      queryFn: async () =>
        (await staffApi.GET('/admin/networks/{networkId}', { params: { path: { networkId } } })).data,
    }),
};
