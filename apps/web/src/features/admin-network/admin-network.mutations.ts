// Every write of the VPN gateways and their networks. A location's page lists its gateways, so the
// infrastructure domain refreshes with the gateways.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

import type { Schemas } from '@console/sdk';
import { toast } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { staffApi } from '~/lib/api/api';
import { ifMatchHeader, type VersionedValues } from '~/lib/api/record-versions';
import { invalidateDomains } from '~/lib/query/query-paths';

import { adminNetworkMessages } from './admin-network.messages';
import { adminNetworkQueries } from './admin-network.queries';
import { type GatewayFormValues, networkBody, type NetworkFormValues } from './admin-network.schemas';

const afterChange = (queryClient: QueryClient) =>
  invalidateDomains(queryClient, 'adminNetwork', 'adminInfrastructure');

/** Adds a gateway, or changes one when `gatewayId` is given (sending `ifMatch`, the version its values came from). */
export function useSaveGateway(gatewayId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values: body, ifMatch }: VersionedValues<GatewayFormValues>) =>
      gatewayId === undefined
        ? (await staffApi.POST('/admin/vpngateways', { body })).data
        : (
            await staffApi.PUT('/admin/vpngateways/{gatewayId}', {
              params: { path: { gatewayId }, header: ifMatchHeader(ifMatch) },
              body,
            })
          ).data,
    onSuccess: async (gateway) => {
      toast.success(
        translate(adminNetworkMessages, gatewayId === undefined ? 'added' : 'saved', { name: gateway.name }),
      );
      await afterChange(queryClient);
    },
  });
}

/**
 * Deletes a gateway. While networks route through it the API answers 409 with the reason, which the app's
 * error toast shows (docs/product-rules.md#staff-area).
 */
export function useDeleteGateway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (gateway: Schemas['VpnGateway']) => {
      await staffApi.DELETE('/admin/vpngateways/{gatewayId}', {
        params: { path: { gatewayId: gateway.id } },
      });
      return gateway;
    },
    onSuccess: async (gateway) => {
      toast.success(translate(adminNetworkMessages, 'deleted', { name: gateway.name }));
      await afterChange(queryClient);
    },
  });
}

/**
 * Adds a network, or changes one when `networkId` is given (sending `ifMatch`, the version its values came
 * from); an overlapping CIDR is a 422 on `cidr`.
 */
export function useSaveNetwork(networkId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, ifMatch }: VersionedValues<NetworkFormValues>) =>
      networkId === undefined
        ? (await staffApi.POST('/admin/networks', { body: networkBody(values) })).data
        : (
            await staffApi.PUT('/admin/networks/{networkId}', {
              params: { path: { networkId }, header: ifMatchHeader(ifMatch) },
              body: networkBody(values),
            })
          ).data,
    onSuccess: async (network) => {
      toast.success(
        translate(adminNetworkMessages, networkId === undefined ? 'added' : 'saved', { name: network.name }),
      );
      await afterChange(queryClient);
    },
  });
}

/** Deletes a network; its detail query goes first, so nothing refetches it into a 404. */
export function useDeleteNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (network: Schemas['Network']) => {
      await staffApi.DELETE('/admin/networks/{networkId}', {
        params: { path: { networkId: network.id } },
      });
      return network;
    },
    onSuccess: async (network) => {
      queryClient.removeQueries({ queryKey: adminNetworkQueries.network(network.id).queryKey });
      toast.success(translate(adminNetworkMessages, 'deleted', { name: network.name }));
      await afterChange(queryClient);
    },
  });
}
