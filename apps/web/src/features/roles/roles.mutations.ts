// Every write of the roles domain. A role's privileges reach its holders (perhaps the signed-in user), and
// its member counts show on the users' screens, so each write refreshes those too.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

import type { Schemas } from '@console/sdk';
import { toast } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { useDeleteMutation } from '~/components/form';
import { type BulkAction, deleteBulkAction } from '~/components/list';
import { useAccess } from '~/lib/access/use-access';
import { api } from '~/lib/api/api';
import { ifMatchHeader, type VersionedValues } from '~/lib/api/record-versions';
import { invalidateDomains } from '~/lib/query/query-paths';

import { rolesMessages } from './roles.messages';
import { rolesQueries } from './roles.queries';
import type { RoleValues } from './roles.schemas';

type Role = Schemas['Role'];

const afterRoleChange = (queryClient: QueryClient) => invalidateDomains(queryClient, 'roles', 'users');

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: RoleValues) => (await api.POST('/roles', { body: values })).data,
    onSuccess: async (role) => {
      toast.success(translate(rolesMessages, 'added', { name: role.name }));
      await afterRoleChange(queryClient);
    },
  });
}

export function useUpdateRole(roleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, ifMatch }: VersionedValues<RoleValues>) =>
      (
        await api.PUT('/roles/{roleId}', {
          params: { path: { roleId }, header: ifMatchHeader(ifMatch) },
          body: values,
        })
      ).data,
    onSuccess: async (role) => {
      queryClient.setQueryData(rolesQueries.detail(roleId).queryKey, role);
      toast.success(translate(rolesMessages, 'saved', { name: role.name }));
      // Holders of the role (perhaps the signed-in user) gain or lose privileges with it.
      await Promise.all([afterRoleChange(queryClient), invalidateDomains(queryClient, 'session')]);
    },
  });
}

/** Deletes a role; `beforeRefresh` runs first (e.g. to leave the deleted role's page). */
export function useDeleteRole({ beforeRefresh }: { beforeRefresh?: () => Promise<unknown> } = {}) {
  return useDeleteMutation({
    remove: (role: Role, ifMatch) =>
      api.DELETE('/roles/{roleId}', {
        params: { path: { roleId: role.id }, header: ifMatchHeader(ifMatch) },
      }),
    recordPath: (role) => `/roles/${role.id}`,
    detailKey: (role) => rolesQueries.detail(role.id).queryKey,
    deleted: (role) => translate(rolesMessages, 'deleted', { name: role.name }),
    refresh: afterRoleChange,
    beforeRefresh,
  });
}

/**
 * The roles list's bulk action, gated like deleting one role: delete. A predefined role or one still given to
 * users is refused by the server (403, 409) and listed with its reason in the result panel.
 */
export function useRoleBulkActions(): BulkAction<Role>[] {
  const queryClient = useQueryClient();
  const { can } = useAccess();
  if (!can('roles.delete')) return [];
  return [
    deleteBulkAction<Role>({
      remove: (role, signal) =>
        api.DELETE('/roles/{roleId}', { params: { path: { roleId: role.id } }, signal }),
      refresh: () => afterRoleChange(queryClient),
    }),
  ];
}
