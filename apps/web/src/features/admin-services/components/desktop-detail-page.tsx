import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

import type { Schemas } from '@console/sdk';
import {
  Button,
  Card,
  ConfirmDialog,
  formatCapacity,
  formatDate,
  formatDiskSize,
  formatRelative,
  PageHeader,
} from '@console/ui';

import { crumbTrail } from '~/components/navigation';
import { Fact } from '~/features/admin-organizations';
import { useStaffAccess } from '~/lib/access/use-staff-access';
import { useLiveUp } from '~/lib/live/live-cache';

import { type DesktopAction, useAdminDesktopAction } from '../admin-services.mutations';
import { adminServicesQueries } from '../admin-services.queries';
import { aliasCrumbs } from './alias-detail-page';
import { ServiceStatus } from './service-status';

const route = getRouteApi(
  '/admin/_staff/organizations/$orgId/alias/$aliasId/virtualdesktop/$virtualDesktopId',
);

type DesktopStatus = Schemas['VirtualDesktopStatus'];

/** The actions the server accepts in each desktop status (others answer 409). */
function actionsFor(status: DesktopStatus): DesktopAction[] {
  if (status === 'running') return ['stop', 'restart'];
  if (status === 'stopped') return ['start'];
  if (status === 'error') return ['start', 'stop'];
  return [];
}

const actionLabel: Record<DesktopAction, string> = { start: 'Start', stop: 'Stop', restart: 'Restart' };

export function AdminDesktopPage() {
  const { orgId, aliasId, virtualDesktopId } = route.useParams();
  const { data: alias } = useSuspenseQuery(adminServicesQueries.alias(orgId, aliasId));
  const { data: desktop } = useSuspenseQuery(adminServicesQueries.desktop(orgId, aliasId, virtualDesktopId));
  const { data: rdp } = useQuery(
    adminServicesQueries.rdp(orgId, aliasId, virtualDesktopId, desktop.rdp, useLiveUp()),
  );
  const live = rdp ?? desktop.rdp;
  const { can } = useStaffAccess();
  const run = useAdminDesktopAction(orgId, aliasId);
  const [confirming, setConfirming] = useState<'stop' | 'restart' | null>(null);
  const queryClient = useQueryClient();

  // When polling sees the desktop itself change (e.g. it finished starting), its facts (last started) follow.
  const seenStatus = useRef(live.desktop_status);
  useEffect(() => {
    if (seenStatus.current === live.desktop_status) return;
    seenStatus.current = live.desktop_status;
    void queryClient.invalidateQueries({
      queryKey: adminServicesQueries.desktop(orgId, aliasId, virtualDesktopId).queryKey,
      exact: true,
    });
  }, [live.desktop_status, queryClient, orgId, aliasId, virtualDesktopId]);

  const act = (action: DesktopAction) =>
    run.mutate({ desktopId: virtualDesktopId, action }, { onSettled: () => setConfirming(null) });
  const available = can('services.control') ? actionsFor(live.desktop_status) : [];

  return (
    <>
      <PageHeader
        title={desktop.name}
        description={`Virtual desktop of ${alias.name}`}
        {...crumbTrail(...aliasCrumbs(alias))}
        actions={
          available.length > 0 && (
            <div className="flex gap-2">
              {available.map((action) => (
                <Button
                  key={action}
                  variant={action === 'stop' ? 'danger' : 'secondary'}
                  loading={run.isPending && run.variables.action === action && action === 'start'}
                  disabled={run.isPending}
                  onClick={() => (action === 'start' ? act(action) : setConfirming(action))}
                >
                  {actionLabel[action]}
                </Button>
              ))}
            </div>
          )
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card
          title="RDP connection"
          description="Checked again by itself, often while the desktop is changing."
        >
          {/* Announced when the polled status changes. */}
          <div role="status" aria-live="polite" aria-label="RDP connection status" className="mb-4 space-y-2">
            <p className="flex items-center gap-2 text-sm">
              <span className="text-fg-muted">Connection</span>
              <ServiceStatus status={live.status} />
            </p>
            <p className="flex items-center gap-2 text-sm">
              <span className="text-fg-muted">Desktop</span>
              <ServiceStatus status={live.desktop_status} />
            </p>
          </div>
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <Fact label="Connected user">{live.connected_user ?? 'Nobody'}</Fact>
            <Fact label="Client IP">{live.client_ip ?? 'None'}</Fact>
            <Fact label="Session since">
              {live.session_started_at
                ? formatDate(live.session_started_at, { time: 'minutes' })
                : 'No session'}
            </Fact>
            <Fact label="Last checked">
              <time dateTime={live.checked_at}>{formatRelative(live.checked_at)}</time>
            </Fact>
          </dl>
        </Card>
        <Card title="Desktop">
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <Fact label="Plan">{desktop.plan_name}</Fact>
            <Fact label="Image">{desktop.image_name}</Fact>
            <Fact label="Size">
              {desktop.cpu_cores} vCPU, {formatCapacity(desktop.memory_mb)} memory,{' '}
              {formatDiskSize(desktop.disk_gb)} disk
            </Fact>
            <Fact label="Location">{desktop.location_name}</Fact>
            <Fact label="Host name">{desktop.hostname}</Fact>
            <Fact label="IP address">{desktop.ip_address}</Fact>
            <Fact label="Last started">
              {desktop.last_started_at ? formatDate(desktop.last_started_at, { time: 'minutes' }) : 'Never'}
            </Fact>
            <Fact label="Created">{formatDate(desktop.created_at)}</Fact>
          </dl>
        </Card>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && act(confirming)}
        busy={run.isPending}
        title={`${confirming === 'stop' ? 'Stop' : 'Restart'} ${desktop.name}?`}
        message={
          confirming === 'stop'
            ? `${alias.name}'s desktop shuts down and anyone connected to it is disconnected. It stays off until someone starts it.`
            : `${alias.name}'s desktop shuts down and starts again; anyone connected to it is disconnected for a short while.`
        }
        confirmLabel={confirming === 'stop' ? 'Stop desktop' : 'Restart desktop'}
      />
    </>
  );
}
