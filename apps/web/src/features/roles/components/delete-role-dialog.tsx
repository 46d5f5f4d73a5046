import type { Schemas } from '@console/sdk';
import { ConfirmDialog, toast } from '@console/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { rolesQueries } from '../roles.queries';

/** Why a role cannot be deleted, said before the server has to (403 predefined, 409 still given). */
export function roleDeleteBlocker(role: Schemas['Role']): string | null {
  if (role.is_predefined) return 'A predefined role cannot be deleted.';
  if (role.users_count > 0)
    return `${role.users_count === 1 ? 'One user holds' : `${role.users_count} users hold`} this role: take it from them first.`;
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
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: async (target: Schemas['Role']) => {
      await api.DELETE('/roles/{roleId}', { params: { path: { roleId: target.id } } });
      return target;
    },
    onSuccess: async (target) => {
      onClose();
      await onDeleted?.();
      queryClient.removeQueries({ queryKey: rolesQueries.detail(target.id).queryKey });
      toast.success(`The role ${target.name} is deleted.`);
      await queryClient.invalidateQueries({ queryKey: rolesQueries.all() });
    },
  });
  return (
    <ConfirmDialog
      open={role !== null}
      onClose={() => !remove.isPending && onClose()}
      onConfirm={() => role && remove.mutate(role)}
      busy={remove.isPending}
      title={role ? `Delete the role ${role.name}?` : 'Delete role?'}
      message="The role and its privileges are removed from the organisation. This cannot be undone."
      confirmLabel="Delete role"
    />
  );
}
