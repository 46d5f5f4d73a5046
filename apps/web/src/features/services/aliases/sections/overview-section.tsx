import type { Schemas } from '@console/sdk';
import { Card, formatDate } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { aliasesMessages } from '../../aliases.messages';
import { Details, None, ServiceStatus } from '../../common/service-details';

export function OverviewSection({ alias }: { alias: Schemas['AliasDetail'] }) {
  const t = useMessages(aliasesMessages);
  return (
    <Card title={t('overview')}>
      <Details
        items={[
          [t('email'), alias.email],
          [t('status'), <ServiceStatus key="s" status={alias.status} />],
          [t('primaryUser'), alias.primary_user_name ?? <None />],
          [t('created'), formatDate(alias.created_at)],
        ]}
      />
    </Card>
  );
}
