import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import { Card, formatDate, formatPhone, PageHeader } from '@console/ui';

import { aliasCrumbs } from '../common/alias-crumbs';
import { Details, None, ServiceStatus } from '../common/service-details';
import { servicesQueries } from '../services.queries';

const route = getRouteApi('/_authenticated/services/alias/$aliasId/phone/$virtualPhoneId');

export function PhonePage() {
  const { aliasId, virtualPhoneId } = route.useParams();
  const { data: alias } = useSuspenseQuery(servicesQueries.aliasDetail(aliasId));
  const { data: p } = useSuspenseQuery(servicesQueries.phone(aliasId, virtualPhoneId));
  const title = formatPhone(p.number);
  return (
    <>
      <PageHeader
        title={title}
        description={p.label}
        {...aliasCrumbs(aliasId, alias.name, { label: title })}
      />
      <Card title="Details" className="max-w-3xl">
        <Details
          items={[
            [
              'Number',
              <span key="n" className="tabular-nums">
                {formatPhone(p.number)}
              </span>,
            ],
            ['Label', p.label],
            ['Status', <ServiceStatus key="s" status={p.status} />],
            [
              'Forwards calls to',
              p.forwarding_number ? formatPhone(p.forwarding_number) : <None key="f">No forwarding</None>,
            ],
            ['Voicemail', p.voicemail_enabled ? 'On' : 'Off'],
            ['Added', formatDate(p.created_at)],
          ]}
        />
        {p.status === 'provisioning' && (
          <p className="mt-4 text-sm text-fg-muted">
            The carrier is still setting this number up; calls reach it once it is active.
          </p>
        )}
      </Card>
    </>
  );
}
