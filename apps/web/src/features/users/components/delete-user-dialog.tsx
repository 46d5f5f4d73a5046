import type { Schemas } from '@console/sdk';
import { ConfirmDialog, toast } from '@console/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { invalidateAfterUserChange, usersQueries } from '../users.queries';

/** Asks before deleting a user; `onDeleted` runs before the lists refresh (e.g. to leave the user's page). */
export function DeleteUserDialog({
  user,
  onClose,
  onDeleted,
}: {
  user: Schemas['User'] | null;
  onClose: () => void;
  onDeleted?: () => Promise<unknown>;
}) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: async (target: Schemas['User']) => {
      await api.DELETE('/user/{id}', { params: { path: { id: target.id } } });
      return target;
    },
    onSuccess: async (target) => {
      onClose();
      await onDeleted?.();
      // The deleted user's own query would answer 404 now: drop it rather than refetch it.
      queryClient.removeQueries({ queryKey: usersQueries.detail(target.id).queryKey });
      toast.success(`${target.full_name} is deleted.`);
      await invalidateAfterUserChange(queryClient);
    },
  });
  return (
    <ConfirmDialog
      open={user !== null}
      onClose={() => !remove.isPending && onClose()}
      onConfirm={() => user && remove.mutate(user)}
      busy={remove.isPending}
      title={user ? `Delete ${user.full_name}?` : 'Delete user?'}
      message={
        user
          ? `${user.full_name} (${user.email}) loses access at once. Their tickets and log entries stay. This cannot be undone.`
          : ''
      }
      confirmLabel="Delete user"
    />
  );
}
