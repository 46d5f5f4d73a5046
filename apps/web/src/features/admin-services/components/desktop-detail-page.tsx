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
import { useMessages } from '@console/ui/i18n';

import { crumbTrail } from '~/components/navigation';
import { Fact } from '~/features/admin-organizations';
import { useStaffAccess } from '~/lib/access/use-staff-access';
import { useLiveUp } from '~/lib/live/live-cache';

import { adminServicesMessages } from '../admin-services.messages';
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

export function AdminDesktopPage() {
  const { orgId, aliasId, virtualDesktopId } = route.useParams();
  const { data: alias } = useSuspenseQuery(adminServicesQueries.alias(orgId, aliasId));
  const { data: desktop } = useSuspenseQuery(adminServicesQueries.desktop(orgId, aliasId, virtualDesktopId));
  const { data: rdp } = useQuery(
    adminServicesQueries.rdp(orgId, aliasId, virtualDesktopId, desktop.rdp, useLiveUp()),
  );
  const live = rdp ?? desktop.rdp;
  const { can } = useStaffAccess();
  const t = useMessages(adminServicesMessages);
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
        description={t('desktopOf', { alias: alias.name })}
        {...crumbTrail(...aliasCrumbs(alias, t('aliasesTitle')))}
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
                  {t(action)}
                </Button>
              ))}
            </div>
          )
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card title={t('rdpConnection')} description={t('rdpChecked')}>
          {/* Announced when the polled status changes. */}
          <div role="status" aria-live="polite" aria-label={t('rdpStatus')} className="mb-4 space-y-2">
            <p className="flex items-center gap-2 text-sm">
              <span className="text-fg-muted">{t('connection')}</span>
              <ServiceStatus status={live.status} />
            </p>
            <p className="flex items-center gap-2 text-sm">
              <span className="text-fg-muted">{t('desktop')}</span>
              <ServiceStatus status={live.desktop_status} />
            </p>
          </div>
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <Fact label={t('connectedUser')}>{live.connected_user ?? t('nobody')}</Fact>
            <Fact label={t('clientIp')}>{live.client_ip ?? t('none')}</Fact>
            <Fact label={t('sessionSince')}>
              {live.session_started_at
                ? formatDate(live.session_started_at, { time: 'minutes' })
                : t('noSession')}
            </Fact>
            <Fact label={t('lastChecked')}>
              <time dateTime={live.checked_at}>{formatRelative(live.checked_at)}</time>
            </Fact>
          </dl>
        </Card>
        <Card title={t('desktop')}>
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <Fact label={t('plan')}>{desktop.plan_name}</Fact>
            <Fact label={t('image')}>{desktop.image_name}</Fact>
            <Fact label={t('size')}>
              {t('sizeValue', {
                cores: desktop.cpu_cores,
                memory: formatCapacity(desktop.memory_mb),
                disk: formatDiskSize(desktop.disk_gb),
              })}
            </Fact>
            <Fact label={t('location')}>{desktop.location_name}</Fact>
            <Fact label={t('hostName')}>{desktop.hostname}</Fact>
            <Fact label={t('ipAddress')}>{desktop.ip_address}</Fact>
            <Fact label={t('lastStarted')}>
              {desktop.last_started_at
                ? formatDate(desktop.last_started_at, { time: 'minutes' })
                : t('never')}
            </Fact>
            <Fact label={t('created')}>{formatDate(desktop.created_at)}</Fact>
          </dl>
        </Card>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && act(confirming)}
        busy={run.isPending}
        title={t('confirmTitle', { action: confirming ?? 'restart', name: desktop.name })}
        message={
          confirming === 'stop'
            ? t('stopMessage', { alias: alias.name })
            : t('restartMessage', { alias: alias.name })
        }
        confirmLabel={confirming === 'stop' ? t('stopDesktop') : t('restartDesktop')}
      />
    </>
  );
}
