import type { Schemas } from '@console/sdk';
import { ConfirmDialog, formatCount } from '@console/ui';
import { useNavigate } from '@tanstack/react-router';
import { useDeleteOrganization } from '../admin-organizations.mutations';

/** Asks before deleting an organisation, saying what goes with it. */
export function DeleteOrganizationDialog({
  organization,
  onClose,
  leaveToList = false,
}: {
  organization: Schemas['Organization'] | null;
  onClose: () => void;
  /** On the organisation's own page: go to the list before the lists refresh. */
  leaveToList?: boolean;
}) {
  const navigate = useNavigate();
  const remove = useDeleteOrganization({
    beforeRefresh: leaveToList ? () => navigate({ to: '/admin/organizations', replace: true }) : undefined,
  });
  return (
    <ConfirmDialog
      open={organization !== null}
      onClose={onClose}
      onConfirm={() => organization && remove.mutate(organization, { onSettled: onClose })}
      busy={remove.isPending}
      title={`Delete ${organization?.name ?? 'this organisation'}?`}
      message={`Its ${formatCount(organization?.users_count ?? 0, 'user')} and its roles are deleted with it and can no longer sign in. This cannot be undone. An organisation that still has aliases cannot be deleted: suspend it instead.`}
      confirmLabel="Delete organization"
    />
  );
}
