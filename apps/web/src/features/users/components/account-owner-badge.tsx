import { Badge } from '@console/ui';

/** The organisation's primary user (`is_primary_user`), shown as the role Account Owner (docs/product-rules.md#audiences). */
export function AccountOwnerBadge() {
  return <Badge tone="info">Account Owner</Badge>;
}
