import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import { Card, formatCapacity, formatDate, formatDiskSize, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { useAliasCrumbs } from '../common/alias-crumbs';
import { Details, None, ServiceStatus } from '../common/service-details';
import { servicesMessages } from '../services.messages';
import { servicesQueries } from '../services.queries';
import { DesktopActionButtons } from './desktop-actions';

const route = getRouteApi('/_authenticated/services/alias/$aliasId/desktop/$virtualDesktopId');

export function DesktopPage() {
  const { aliasId, virtualDesktopId } = route.useParams();
  const { data: alias } = useSuspenseQuery(servicesQueries.aliasDetail(aliasId));
  // Polled while this page is shown (see servicesQueries.desktop): the status is live.
  const desktop = useSuspenseQuery(servicesQueries.desktop(aliasId, virtualDesktopId));
  const d = desktop.data;
  const t = useMessages(servicesMessages);
  return (
    <>
      <PageHeader
        title={d.name}
        {...useAliasCrumbs(aliasId, alias.name, { label: d.name })}
        actions={<DesktopActionButtons aliasId={aliasId} desktop={d} />}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <Card title={t('statusLabel')}>
          <div className="flex flex-wrap items-center gap-3">
            {/* Announced when the polled status changes. */}
            <p role="status" aria-live="polite" className="flex items-center gap-2 text-sm">
              <span className="text-fg-muted">{t('liveStatus')}</span>
              <ServiceStatus status={d.status} />
            </p>
            <p className="text-sm text-fg-muted">
              {t('checkedAt', { time: formatDate(desktop.dataUpdatedAt, { time: 'seconds' }) })}
              {desktop.isFetching && t('checking')}
            </p>
          </div>
          {d.status === 'error' && <p className="mt-3 text-sm text-fg">{t('desktopError')}</p>}
        </Card>
        <Card title={t('details')}>
          <Details
            items={[
              [t('plan'), d.plan_name],
              [t('processor'), t('vcpu', { cores: d.cpu_cores })],
              [t('memory'), formatCapacity(d.memory_mb)],
              [t('disk'), formatDiskSize(d.disk_gb)],
              [t('location'), d.location_name],
              [t('image'), d.image_name],
              [
                t('hostName'),
                <span key="h" className="font-mono break-all">
                  {d.hostname}
                </span>,
              ],
              [t('ipAddress'), d.ip_address ?? <None key="ip">{t('notAssigned')}</None>],
              [
                t('lastStarted'),
                d.last_started_at ? (
                  formatDate(d.last_started_at, { time: 'minutes' })
                ) : (
                  <None key="ls">{t('never')}</None>
                ),
              ],
              [t('created'), formatDate(d.created_at)],
            ]}
          />
        </Card>
      </div>
    </>
  );
}
