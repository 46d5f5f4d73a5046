import { Card, PageHeader, SkeletonText, formatDate, formatPhone } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { servicesQueries } from '../services.queries';
import { Details, LoadFailure, None, ServiceStatus, aliasCrumbs, crumbLink } from './common';

export function PhonePage({ aliasId, phoneId }: { aliasId: number; phoneId: number }) {
  const alias = useQuery(servicesQueries.aliasDetail(aliasId));
  const phone = useQuery(servicesQueries.phone(aliasId, phoneId));
  const p = phone.data;
  const title = p ? formatPhone(p.number) : 'Virtual phone';
  return (
    <>
      <PageHeader
        title={title}
        description={p?.label}
        breadcrumbs={aliasCrumbs(aliasId, alias.data?.name, { label: title })}
        renderLink={crumbLink}
      />
      {p ? (
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
      ) : phone.isError ? (
        <LoadFailure error={phone.error} onRetry={() => void phone.refetch()} />
      ) : (
        <Card className="max-w-3xl">
          <SkeletonText lines={5} />
        </Card>
      )}
    </>
  );
}
