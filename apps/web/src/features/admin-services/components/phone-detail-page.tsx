import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import { Card, formatDate, formatPhone, PageHeader } from '@console/ui';

import { crumbTrail } from '~/components/navigation';
import { Fact } from '~/features/admin-organizations';

import { adminServicesQueries } from '../admin-services.queries';
import { aliasCrumbs } from './alias-detail-page';
import { ServiceStatus } from './service-status';

const route = getRouteApi('/admin/_staff/organizations/$orgId/alias/$aliasId/virtualphone/$virtualPhoneId');

export function AdminPhonePage() {
  const { orgId, aliasId, virtualPhoneId } = route.useParams();
  const { data: alias } = useSuspenseQuery(adminServicesQueries.alias(orgId, aliasId));
  const { data: phone } = useSuspenseQuery(adminServicesQueries.phone(orgId, aliasId, virtualPhoneId));
  return (
    <>
      <PageHeader
        title={formatPhone(phone.number)}
        description={`${phone.label}, virtual phone of ${alias.name}`}
        {...crumbTrail(...aliasCrumbs(alias))}
      />
      <Card title="Phone" className="max-w-3xl">
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <Fact label="Number">{formatPhone(phone.number)}</Fact>
          <Fact label="Label">{phone.label}</Fact>
          <Fact label="Status">
            <ServiceStatus status={phone.status} />
          </Fact>
          <Fact label="Forwarding">
            {phone.forwarding_number ? `To ${formatPhone(phone.forwarding_number)}` : 'Off'}
          </Fact>
          <Fact label="Voicemail">{phone.voicemail_enabled ? 'On' : 'Off'}</Fact>
          <Fact label="Created">{formatDate(phone.created_at)}</Fact>
        </dl>
      </Card>
    </>
  );
}
