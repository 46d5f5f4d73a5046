import type { Schemas } from '@console/sdk';
import { ConfirmDialog } from '@console/ui';
import { useDeleteUser } from '../users.mutations';

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
  const remove = useDeleteUser({
    beforeRefresh: async () => {
      onClose();
      await onDeleted?.();
    },
  });
  return (
    <ConfirmDialog
      open={user !== null}
      onClose={() => !remove.isPending && onClose()}
      onConfirm={() => user && remove.mutate(user, { onError: onClose })}
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
