import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import { Card, formatCapacity, formatDate, formatDiskSize, PageHeader } from '@console/ui';

import { aliasCrumbs } from '../common/alias-crumbs';
import { Details, None, ServiceStatus } from '../common/service-details';
import { servicesQueries } from '../services.queries';
import { DesktopActionButtons } from './desktop-actions';

const route = getRouteApi('/_authenticated/services/alias/$aliasId/desktop/$virtualDesktopId');

export function DesktopPage() {
  const { aliasId, virtualDesktopId } = route.useParams();
  const { data: alias } = useSuspenseQuery(servicesQueries.aliasDetail(aliasId));
  // Polled while this page is shown (see servicesQueries.desktop): the status is live.
  const desktop = useSuspenseQuery(servicesQueries.desktop(aliasId, virtualDesktopId));
  const d = desktop.data;
  return (
    <>
      <PageHeader
        title={d.name}
        {...aliasCrumbs(aliasId, alias.name, { label: d.name })}
        actions={<DesktopActionButtons aliasId={aliasId} desktop={d} />}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <Card title="Status">
          <div className="flex flex-wrap items-center gap-3">
            {/* Announced when the polled status changes. */}
            <p role="status" aria-live="polite" className="flex items-center gap-2 text-sm">
              <span className="text-fg-muted">Live status</span>
              <ServiceStatus status={d.status} />
            </p>
            <p className="text-sm text-fg-muted">
              Checked {formatDate(desktop.dataUpdatedAt, { time: 'seconds' })}
              {desktop.isFetching && ' · checking…'}
            </p>
          </div>
          {d.status === 'error' && (
            <p className="mt-3 text-sm text-fg">
              The desktop stopped with an error. Start it again; if it fails again, open a support ticket.
            </p>
          )}
        </Card>
        <Card title="Details">
          <Details
            items={[
              ['Plan', d.plan_name],
              ['Processor', `${d.cpu_cores} vCPU`],
              ['Memory', formatCapacity(d.memory_mb)],
              ['Disk', formatDiskSize(d.disk_gb)],
              ['Location', d.location_name],
              ['Image', d.image_name],
              [
                'Host name',
                <span key="h" className="font-mono break-all">
                  {d.hostname}
                </span>,
              ],
              ['IP address', d.ip_address ?? <None key="ip">Not assigned</None>],
              [
                'Last started',
                d.last_started_at ? (
                  formatDate(d.last_started_at, { time: 'minutes' })
                ) : (
                  <None key="ls">Never</None>
                ),
              ],
              ['Created', formatDate(d.created_at)],
            ]}
          />
        </Card>
      </div>
    </>
  );
}
