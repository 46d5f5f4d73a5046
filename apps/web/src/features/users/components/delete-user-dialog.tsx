import type { Schemas } from '@console/sdk';
import { useMessages } from '@console/ui/i18n';

import { DeleteRecordDialog } from '~/components/form';

import { usersMessages } from '../users.messages';
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
  const t = useMessages(usersMessages);
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
      what={t('thisUser')}
      labels={{ full_name: t('name'), email: t('email'), status: t('status'), roles_names: t('roles') }}
      title={user ? t('deleteTitle', { name: user.full_name }) : t('deleteTitleUnnamed')}
      message={user ? t('deleteText', { name: user.full_name, email: user.email }) : ''}
      confirmLabel={t('deleteUser')}
    />
  );
}
