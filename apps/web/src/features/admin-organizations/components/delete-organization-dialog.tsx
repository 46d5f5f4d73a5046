import { useNavigate } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { formatCount } from '@console/ui';

import { DeleteRecordDialog } from '~/components/form';
import { ORGANIZATION_FIELD_LABELS } from '~/features/organization';

import { useDeleteOrganization } from '../admin-organizations.mutations';

const ORGANIZATION_DELETE_LABELS = {
  ...ORGANIZATION_FIELD_LABELS,
  status: 'Status',
  users_count: 'Users',
  aliases_count: 'Aliases',
};

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
    <DeleteRecordDialog
      record={organization}
      remove={remove}
      onClose={onClose}
      what="this organization"
      labels={ORGANIZATION_DELETE_LABELS}
      title={`Delete ${organization?.name ?? 'this organization'}?`}
      message={`Its ${formatCount(organization?.users_count ?? 0, 'user')} and its roles are deleted with it and can no longer sign in. This cannot be undone. An organization that still has aliases cannot be deleted: suspend it instead.`}
      confirmLabel="Delete organization"
      // An organisation's delete reaches all its people and cannot be taken back: its name is typed first.
      typeToConfirm={organization?.name}
    />
  );
}
