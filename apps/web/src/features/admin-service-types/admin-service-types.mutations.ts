// Every write of the service types domain; the service lists name types, so they refresh too.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

import type { Schemas } from '@console/sdk';
import { toast } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { useDeleteMutation } from '~/components/form';
import { staffApi } from '~/lib/api/api';
import { ifMatchHeader, type VersionedValues } from '~/lib/api/record-versions';
import { invalidateDomains } from '~/lib/query/query-paths';

import { adminServiceTypesMessages } from './admin-service-types.messages';
import { adminServiceTypesQueries } from './admin-service-types.queries';
import { serviceTypeBody, type ServiceTypeFormValues } from './admin-service-types.schemas';

const afterChange = (queryClient: QueryClient) =>
  invalidateDomains(queryClient, 'adminServiceTypes', 'adminServices');

export function useCreateServiceType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ServiceTypeFormValues) =>
      (await staffApi.POST('/admin/servicetypes', { body: serviceTypeBody(values) })).data,
    onSuccess: async (type) => {
      toast.success(translate(adminServiceTypesMessages, 'added', { name: type.name }));
      await afterChange(queryClient);
    },
  });
}

export function useUpdateServiceType(serviceTypeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, ifMatch }: VersionedValues<ServiceTypeFormValues>) =>
      (
        await staffApi.PUT('/admin/servicetypes/{serviceTypeId}', {
          params: { path: { serviceTypeId }, header: ifMatchHeader(ifMatch) },
          body: serviceTypeBody(values),
        })
      ).data,
    onSuccess: async (type) => {
      queryClient.setQueryData(adminServiceTypesQueries.detail(serviceTypeId).queryKey, type);
      toast.success(translate(adminServiceTypesMessages, 'saved', { name: type.name }));
      await afterChange(queryClient);
    },
  });
}

/** Deletes a service type no service uses (one in use answers 409, saying by how many). */
export function useDeleteServiceType() {
  return useDeleteMutation({
    remove: (type: Schemas['ServiceType']) =>
      staffApi.DELETE('/admin/servicetypes/{serviceTypeId}', {
        params: { path: { serviceTypeId: type.id } },
      }),
    detailKey: (type) => adminServiceTypesQueries.detail(type.id).queryKey,
    deleted: (type) => translate(adminServiceTypesMessages, 'deleted', { name: type.name }),
    refresh: afterChange,
  });
}
