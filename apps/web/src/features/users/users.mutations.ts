// Every write of the users domain. Each hook invalidates what the write changes: the users' queries and the
// counts that include users (roles' members, the dashboard's totals, the organisation's user count).
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

import type { Schemas } from '@console/sdk';
import { toast } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { useDeleteMutation } from '~/components/form';
import { type BulkAction, deleteBulkAction, statusBulkActions } from '~/components/list';
import { useAccess } from '~/lib/access/use-access';
import { api } from '~/lib/api/api';
import { ifMatchHeader, type VersionedValues } from '~/lib/api/record-versions';
import { invalidateDomains } from '~/lib/query/query-paths';

import { usersMessages } from './users.messages';
import { usersQueries } from './users.queries';
import type { UserValues } from './users.schemas';

type User = Schemas['User'];

const afterUserChange = (queryClient: QueryClient) =>
  invalidateDomains(queryClient, 'users', 'roles', 'dashboard', 'organization');

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ password, ...values }: UserValues & { password?: string }) =>
      (await api.POST('/user', { body: password ? { ...values, password } : values })).data,
    onSuccess: async (user, { password }) => {
      toast.success(translate(usersMessages, password ? 'added' : 'addedInvited', { name: user.full_name }));
      await afterUserChange(queryClient);
    },
  });
}

export function useUpdateUser(userId: number, { isMe }: { isMe: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, ifMatch }: VersionedValues<UserValues>) =>
      (
        await api.PUT('/user/{id}', {
          params: { path: { id: userId }, header: ifMatchHeader(ifMatch) },
          body: values,
        })
      ).data,
    onSuccess: async (user) => {
      queryClient.setQueryData(usersQueries.detail(userId).queryKey, user);
      toast.success(translate(usersMessages, 'saved', { name: user.full_name }));
      // Editing yourself changes the header's name and perhaps your own privileges.
      if (isMe) await invalidateDomains(queryClient, 'session');
      await afterUserChange(queryClient);
    },
  });
}

/** Deletes a user; `beforeRefresh` runs first (e.g. to leave the deleted user's page). */
export function useDeleteUser({ beforeRefresh }: { beforeRefresh?: () => Promise<unknown> } = {}) {
  return useDeleteMutation({
    remove: (user: User, ifMatch) =>
      api.DELETE('/user/{id}', { params: { path: { id: user.id }, header: ifMatchHeader(ifMatch) } }),
    recordPath: (user) => `/user/${user.id}`,
    detailKey: (user) => usersQueries.detail(user.id).queryKey,
    deleted: (user) => translate(usersMessages, 'deleted', { name: user.full_name }),
    refresh: afterUserChange,
    beforeRefresh,
  });
}

export function useSetUserPassword(userId: number, fullName: string) {
  return useMutation({
    mutationFn: async (password: string) => {
      await api.PUT('/user/changepassword/{user_id}', {
        params: { path: { user_id: userId } },
        body: { password },
      });
    },
    onSuccess: () => toast.success(translate(usersMessages, 'passwordSet', { name: fullName })),
  });
}

/** A user as the list has it, sent back with another status (the update takes the whole user). */
const withStatus = (user: User, status: boolean, signal: AbortSignal) =>
  api.PUT('/user/{id}', {
    params: { path: { id: user.id } },
    body: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      status,
      role_ids: user.role_ids,
    },
    signal,
  });

/**
 * The users list's bulk actions, each gated like its single-row action: activate and deactivate like editing
 * a user, delete like deleting one. Undo puts each user's own previous status back.
 */
/** The Account Owner is never deactivated or deleted (docs/product-rules.md): left out before asking. */
const accountOwner = (user: User) =>
  user.is_primary_user ? translate(usersMessages, 'theAccountOwner') : null;

export function useUserBulkActions(): BulkAction<User>[] {
  const queryClient = useQueryClient();
  const { can } = useAccess();
  const refresh = () => afterUserChange(queryClient);
  return [
    ...(can('users.edit')
      ? statusBulkActions<User>({
          set: withStatus,
          statusOf: (user) => user.status,
          refresh,
          off: [
            translate(usersMessages, 'deactivate'),
            translate(usersMessages, 'deactivating'),
            translate(usersMessages, 'deactivated'),
          ],
          offSkipReason: accountOwner,
          offConsequence: (users) =>
            translate(usersMessages, 'deactivateConsequence', { count: users.length }),
        })
      : []),
    ...(can('users.delete')
      ? [
          deleteBulkAction<User>({
            remove: (user, signal) => api.DELETE('/user/{id}', { params: { path: { id: user.id } }, signal }),
            refresh,
            skipReason: accountOwner,
          }),
        ]
      : []),
  ];
}
