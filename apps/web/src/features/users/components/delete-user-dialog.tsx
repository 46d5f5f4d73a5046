import type { Schemas } from '@console/sdk';

import { DeleteRecordDialog } from '~/components/form';

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
    <DeleteRecordDialog
      record={user}
      remove={remove}
      onClose={onClose}
      what="this user"
      labels={{ full_name: 'Name', email: 'E-mail', status: 'Status', roles_names: 'Roles' }}
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
