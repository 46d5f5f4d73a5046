import { Card, PageHeader, formatDate, formatPhone } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { servicesQueries } from '../services.queries';
import { Details, None, ServiceStatus, aliasCrumbs, Loaded } from './common';

export function PhonePage({ aliasId, phoneId }: { aliasId: number; phoneId: number }) {
  const alias = useQuery(servicesQueries.aliasDetail(aliasId));
  const phone = useQuery(servicesQueries.phone(aliasId, phoneId));
  const title = phone.data ? formatPhone(phone.data.number) : 'Virtual phone';
  return (
    <>
      <PageHeader
        title={title}
        description={phone.data?.label}
        {...aliasCrumbs(aliasId, alias.data?.name, { label: title })}
      />
      <Loaded query={phone} label="Loading the phone" lines={5} className="max-w-3xl">
        {(p) => (
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
        )}
      </Loaded>
    </>
  );
}
