// Every write of the infrastructure domain. The service lists show pools and locations, so they refresh too.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

import type { Schemas } from '@console/sdk';
import { toast } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { useDeleteMutation } from '~/components/form';
import { staffApi } from '~/lib/api/api';
import { ifMatchHeader, type VersionedValues } from '~/lib/api/record-versions';
import { invalidateDomains } from '~/lib/query/query-paths';

import { adminInfrastructureMessages } from './admin-infrastructure.messages';
import { adminInfrastructureQueries } from './admin-infrastructure.queries';
import { type LocationFormValues, poolBody, type PoolFormValues } from './admin-infrastructure.schemas';

/** The toast after a save: added, or changes saved. */
const savedToast = (added: boolean, name: string) =>
  toast.success(translate(adminInfrastructureMessages, added ? 'added' : 'saved', { name }));

const afterChange = (queryClient: QueryClient) =>
  invalidateDomains(queryClient, 'adminInfrastructure', 'adminServices');

/** Adds a pool, or changes one when `poolId` is given (sending `ifMatch`, the version its values came from). */
export function useSavePool(poolId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, ifMatch }: VersionedValues<PoolFormValues>) =>
      poolId === undefined
        ? (await staffApi.POST('/admin/resourcepools', { body: poolBody(values) })).data
        : (
            await staffApi.PUT('/admin/resourcepools/{poolId}', {
              params: { path: { poolId }, header: ifMatchHeader(ifMatch) },
              body: poolBody(values),
            })
          ).data,
    onSuccess: async (pool) => {
      savedToast(poolId === undefined, pool.name);
      await afterChange(queryClient);
    },
  });
}

/** Deletes an empty pool (one with units in use answers 409, saying how many). */
export function useDeletePool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pool: Schemas['ResourcePool']) => {
      await staffApi.DELETE('/admin/resourcepools/{poolId}', { params: { path: { poolId: pool.id } } });
      return pool;
    },
    onSuccess: async (pool) => {
      toast.success(translate(adminInfrastructureMessages, 'deleted', { name: pool.name }));
      await afterChange(queryClient);
    },
  });
}

/** Adds a location, or changes one when `locationId` is given (sending `ifMatch`, the version its values came from). */
export function useSaveLocation(locationId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, ifMatch }: VersionedValues<LocationFormValues>) =>
      locationId === undefined
        ? (await staffApi.POST('/admin/locations', { body: values })).data
        : (
            await staffApi.PUT('/admin/locations/{locationId}', {
              params: { path: { locationId }, header: ifMatchHeader(ifMatch) },
              body: values,
            })
          ).data,
    onSuccess: async (location) => {
      savedToast(locationId === undefined, location.name);
      await afterChange(queryClient);
    },
  });
}

/** Deletes a location nothing uses; `beforeRefresh` leaves its page first. */
export function useDeleteLocation({ beforeRefresh }: { beforeRefresh: () => Promise<unknown> }) {
  return useDeleteMutation({
    remove: (location: Schemas['Location']) =>
      staffApi.DELETE('/admin/locations/{locationId}', { params: { path: { locationId: location.id } } }),
    detailKey: (location) => adminInfrastructureQueries.location(location.id).queryKey,
    deleted: (location) => translate(adminInfrastructureMessages, 'deleted', { name: location.name }),
    refresh: afterChange,
    beforeRefresh,
  });
}
