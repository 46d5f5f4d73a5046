// Every write of the staff organisations domain. Each invalidates what it changes: the organisations, and
// what shows or counts them (users with their organisation's name, the staff dashboard's totals).
import type { Schemas } from '@console/sdk';
import { toast } from '@console/ui';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { organizationBody } from '~/features/organization';
import { staffApi } from '~/lib/api';
import { useDeleteMutation } from '~/lib/delete-mutation';
import { invalidateDomains } from '~/lib/query-roots';
import { adminOrganizationQueries } from './admin-organizations.queries';
import type { AdminOrganizationValues } from './admin-organizations.schemas';

const afterOrganizationChange = (queryClient: QueryClient) =>
  invalidateDomains(queryClient, 'adminOrganizations', 'adminUsers', 'adminDashboard', 'adminAliases');

const bodyOf = (values: AdminOrganizationValues) => ({ ...organizationBody(values), status: values.status });

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: AdminOrganizationValues) =>
      (await staffApi.POST('/admin/organizations', { body: bodyOf(values) })).data,
    onSuccess: async (org) => {
      queryClient.setQueryData(adminOrganizationQueries.detail(org.id).queryKey, org);
      toast.success(`${org.name} is added.`);
      await afterOrganizationChange(queryClient);
    },
  });
}

export function useUpdateOrganization(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: AdminOrganizationValues) =>
      (
        await staffApi.PUT('/admin/organizations/{orgId}', {
          params: { path: { orgId } },
          body: bodyOf(values),
        })
      ).data,
    onSuccess: async (org) => {
      queryClient.setQueryData(adminOrganizationQueries.detail(orgId).queryKey, org);
      toast.success(`Changes to ${org.name} are saved.`);
      await afterOrganizationChange(queryClient);
    },
  });
}

/**
 * Deletes an organisation with its users and roles (one that still has aliases answers 409: suspend it
 * instead); `beforeRefresh` runs first (e.g. to leave the deleted organisation's page).
 */
export function useDeleteOrganization({ beforeRefresh }: { beforeRefresh?: () => Promise<unknown> } = {}) {
  return useDeleteMutation({
    remove: (org: Schemas['Organization']) =>
      staffApi.DELETE('/admin/organizations/{orgId}', { params: { path: { orgId: org.id } } }),
    detailKey: (org) => adminOrganizationQueries.detail(org.id).queryKey,
    deleted: (org) => `${org.name} is deleted.`,
    refresh: afterOrganizationChange,
    beforeRefresh,
  });
}
