import { Badge } from '@console/ui';

import { StatusBadge } from '~/components/list';

/** An organisation's status as its list and its page show it: Active, or Suspended (a warning). */
export function OrganizationStatus({ active }: { active: boolean }) {
  return active ? <StatusBadge active /> : <Badge tone="warning">Suspended</Badge>;
}
