import { Badge } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { StatusBadge } from '~/components/list';

import { adminOrganizationsMessages } from '../admin-organizations.messages';

/** An organisation's status as its list and its page show it: Active, or Suspended (a warning). */
export function OrganizationStatus({ active }: { active: boolean }) {
  const t = useMessages(adminOrganizationsMessages);
  return active ? <StatusBadge active /> : <Badge tone="warning">{t('suspended')}</Badge>;
}
