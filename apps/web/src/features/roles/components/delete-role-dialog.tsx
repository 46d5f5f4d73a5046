import type { Schemas } from '@console/sdk';
import { translate, useMessages } from '@console/ui/i18n';

import { DeleteRecordDialog } from '~/components/form';

import { rolesMessages } from '../roles.messages';
import { useDeleteRole } from '../roles.mutations';

/** Why a role cannot be deleted, said before the server has to (403 predefined, 409 still given). */
export function roleDeleteBlocker(role: Schemas['Role']): string | null {
  if (role.is_predefined) return translate(rolesMessages, 'predefinedNotDeleted');
  if (role.users_count > 0) return translate(rolesMessages, 'heldNotDeleted', { count: role.users_count });
  return null;
}

export function DeleteRoleDialog({
  role,
  onClose,
  onDeleted,
}: {
  role: Schemas['Role'] | null;
  onClose: () => void;
  onDeleted?: () => Promise<unknown>;
}) {
  const t = useMessages(rolesMessages);
  const remove = useDeleteRole({
    beforeRefresh: async () => {
      onClose();
      await onDeleted?.();
    },
  });
  return (
    <DeleteRecordDialog
      record={role}
      remove={remove}
      onClose={onClose}
      what={t('thisRole')}
      labels={{
        name: t('name'),
        description: t('description'),
        privileges: t('privileges'),
        users_count: t('usersHolding'),
      }}
      title={role ? t('deleteTitle', { name: role.name }) : t('deleteTitleUnnamed')}
      message={t('deleteText')}
      confirmLabel={t('deleteRole')}
    />
  );
}
