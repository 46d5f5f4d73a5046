import { Badge } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { usersMessages } from '../users.messages';

/** The organisation's primary user (`is_primary_user`), shown as the role Account Owner (docs/product-rules.md#audiences). */
export function AccountOwnerBadge() {
  const t = useMessages(usersMessages);
  return <Badge tone="info">{t('accountOwner')}</Badge>;
}
