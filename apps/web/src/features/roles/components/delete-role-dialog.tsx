import type { Schemas } from '@console/sdk';
import { formatCount, pluralNoun } from '@console/ui';

import { DeleteRecordDialog } from '~/components/form';

import { useDeleteRole } from '../roles.mutations';

/** Why a role cannot be deleted, said before the server has to (403 predefined, 409 still given). */
export function roleDeleteBlocker(role: Schemas['Role']): string | null {
  if (role.is_predefined) return 'A predefined role cannot be deleted.';
  if (role.users_count > 0)
    return `${formatCount(role.users_count, 'user')} ${pluralNoun(role.users_count, 'holds', 'hold')} this role: take it from them first.`;
  return null;
}

const ROLE_DELETE_LABELS = {
  name: 'Name',
  description: 'Description',
  privileges: 'Privileges',
  users_count: 'Users holding it',
};

export function DeleteRoleDialog({
  role,
  onClose,
  onDeleted,
}: {
  role: Schemas['Role'] | null;
  onClose: () => void;
  onDeleted?: () => Promise<unknown>;
}) {
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
      what="this role"
      labels={ROLE_DELETE_LABELS}
      title={role ? `Delete the role ${role.name}?` : 'Delete role?'}
      message="The role and its privileges are removed from the organization. This cannot be undone."
      confirmLabel="Delete role"
    />
  );
}
