import type { Schemas } from '@console/sdk';
import { ConfirmDialog, toast } from '@console/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { staffApi } from '~/lib/api';
import { invalidateAfterOrganizationChange } from '../admin-organizations.queries';

/** Deleting an organisation removes its users and roles; one with aliases must be suspended instead (409). */
export function DeleteOrganizationDialog({
  organization,
  onClose,
  afterDelete,
}: {
  organization: Schemas['Organization'] | null;
  onClose: () => void;
  afterDelete?: 'list';
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: async (orgId: number) =>
      staffApi.DELETE('/admin/organizations/{orgId}', { params: { path: { orgId } } }),
    onSuccess: async () => {
      toast.success(`${organization?.name ?? 'The organisation'} is deleted.`);
      onClose();
      if (afterDelete === 'list') await navigate({ to: '/admin/organizations', replace: true });
      await invalidateAfterOrganizationChange(queryClient);
    },
    onError: onClose,
  });
  return (
    <ConfirmDialog
      open={organization !== null}
      onClose={onClose}
      onConfirm={() => organization && remove.mutate(organization.id)}
      busy={remove.isPending}
      title={`Delete ${organization?.name ?? 'this organisation'}?`}
      message={`Its ${organization?.users_count ?? 0} users and its roles are deleted with it and can no longer sign in. This cannot be undone. An organisation that still has aliases cannot be deleted: suspend it instead.`}
      confirmLabel="Delete organization"
    />
  );
}
