// Every write of the predefined roles. New organisations start with these roles; existing ones keep theirs,
// so only the predefined roles' own queries (and the staff log) change.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

import type { Schemas } from '@console/sdk';
import { toast } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { useDeleteMutation } from '~/components/form';
import type { RoleValues } from '~/features/roles';
import { staffApi } from '~/lib/api/api';
import { ifMatchHeader, type VersionedValues } from '~/lib/api/record-versions';
import { invalidateDomains } from '~/lib/query/query-paths';

import { adminRolesMessages } from './admin-roles.messages';
import { adminRolesQueries } from './admin-roles.queries';

const afterChange = (queryClient: QueryClient) =>
  invalidateDomains(queryClient, 'adminPredefinedRoles', 'adminLogs');

export function useCreatePredefinedRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: RoleValues) =>
      (await staffApi.POST('/admin/userroles/predefined', { body: values })).data,
    onSuccess: async (role) => {
      queryClient.setQueryData(adminRolesQueries.detail(role.id).queryKey, role);
      toast.success(translate(adminRolesMessages, 'added', { name: role.name }));
      await afterChange(queryClient);
    },
  });
}

export function useUpdatePredefinedRole(roleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, ifMatch }: VersionedValues<RoleValues>) =>
      (
        await staffApi.PUT('/admin/userroles/predefined/{roleId}', {
          params: { path: { roleId }, header: ifMatchHeader(ifMatch) },
          body: values,
        })
      ).data,
    onSuccess: async (role) => {
      queryClient.setQueryData(adminRolesQueries.detail(roleId).queryKey, role);
      toast.success(translate(adminRolesMessages, 'saved', { name: role.name }));
      await afterChange(queryClient);
    },
  });
}

/** Deletes a predefined role; `beforeRefresh` runs first (to leave the deleted role's page). */
export function useDeletePredefinedRole({ beforeRefresh }: { beforeRefresh?: () => Promise<unknown> } = {}) {
  return useDeleteMutation({
    remove: (role: Schemas['PredefinedRole'], ifMatch) =>
      staffApi.DELETE('/admin/userroles/predefined/{roleId}', {
        params: { path: { roleId: role.id }, header: ifMatchHeader(ifMatch) },
      }),
    recordPath: (role) => `/admin/userroles/predefined/${role.id}`,
    detailKey: (role) => adminRolesQueries.detail(role.id).queryKey,
    deleted: (role) => translate(adminRolesMessages, 'deleted', { name: role.name }),
    refresh: afterChange,
    beforeRefresh,
  });
}
