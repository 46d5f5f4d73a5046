import { useNavigate } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { useMessages } from '@console/ui/i18n';

import { DeleteRecordDialog } from '~/components/form';
import { ORGANIZATION_FIELD_LABELS } from '~/features/organization';

import { adminOrganizationsMessages } from '../admin-organizations.messages';
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
  const t = useMessages(adminOrganizationsMessages);
  const remove = useDeleteOrganization({
    beforeRefresh: leaveToList ? () => navigate({ to: '/admin/organizations', replace: true }) : undefined,
  });
  return (
    <DeleteRecordDialog
      record={organization}
      remove={remove}
      onClose={onClose}
      what={t('thisOrganization')}
      labels={{
        ...ORGANIZATION_FIELD_LABELS,
        status: t('status'),
        users_count: t('users'),
        aliases_count: t('aliases'),
      }}
      title={t('deleteTitle', { name: organization?.name ?? t('thisOrganization') })}
      message={t('deleteMessage', { users: organization?.users_count ?? 0 })}
      confirmLabel={t('deleteConfirm')}
      // An organisation's delete reaches all its people and cannot be taken back: its name is typed first.
      typeToConfirm={organization?.name}
    />
  );
}
