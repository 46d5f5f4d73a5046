import type { Schemas } from '@console/sdk';
import { Card, formatDate } from '@console/ui';

import { Details, None, ServiceStatus } from '../../common/service-details';

export function OverviewSection({ alias }: { alias: Schemas['AliasDetail'] }) {
  return (
    <Card title="Overview">
      <Details
        items={[
          ['E-mail', alias.email],
          ['Status', <ServiceStatus key="s" status={alias.status} />],
          ['Primary user', alias.primary_user_name ?? <None />],
          ['Created', formatDate(alias.created_at)],
        ]}
      />
    </Card>
  );
}
