import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { Button, Card, type Column, ConfirmDialog, Dialog, formatNumber, PageHeader } from '@console/ui';
import { type Translate, useMessages } from '@console/ui/i18n';

import { ButtonLink, EditDeleteButtons, TableCard } from '~/components/list';
import { crumbTrail, TextLink } from '~/components/navigation';
import { Fact } from '~/features/admin-organizations';
import { ServiceStatus } from '~/features/admin-services';
import { useStaffAccess } from '~/lib/access/use-staff-access';

import { adminInfrastructureMessages } from '../admin-infrastructure.messages';
import { useDeleteLocation } from '../admin-infrastructure.mutations';
import { adminInfrastructureQueries } from '../admin-infrastructure.queries';
import { poolKindLabels } from '../admin-infrastructure.schemas';
import { CapacityBar } from './capacity-bar';

const route = getRouteApi('/admin/_staff/locations/$locationId/');

type Pool = Schemas['ResourcePool'];
type Gateway = Schemas['VpnGateway'];

type T = Translate<keyof typeof adminInfrastructureMessages.source>;

const poolColumns = (t: T): Column<Pool>[] => [
  { id: 'name', header: t('name'), cell: (p) => <span className="font-medium">{p.name}</span> },
  { id: 'kind', header: t('kind'), cell: (p) => t(poolKindLabels[p.kind]) },
  {
    id: 'use',
    header: t('use'),
    cell: (p) => <CapacityBar used={p.used} capacity={p.capacity} name={p.name} />,
  },
  { id: 'status', header: t('status'), cell: (p) => <ServiceStatus status={p.status} /> },
];
const gatewayColumns = (t: T): Column<Gateway>[] => [
  { id: 'name', header: t('name'), cell: (g) => <span className="font-medium">{g.name}</span> },
  { id: 'ip', header: t('publicIp'), cell: (g) => g.public_ip },
  { id: 'protocol', header: t('protocol'), cell: (g) => g.protocol },
  { id: 'clients', header: t('clients'), cell: (g) => formatNumber(g.connected_clients) },
  { id: 'status', header: t('status'), cell: (g) => <ServiceStatus status={g.status} /> },
];

export function LocationDetailPage() {
  const { locationId } = route.useParams();
  const { data: l } = useSuspenseQuery(adminInfrastructureQueries.location(locationId));
  const { can } = useStaffAccess();
  const t = useMessages(adminInfrastructureMessages);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteLocation({
    beforeRefresh: () => navigate({ to: '/admin/locations', replace: true }),
  });
  const uses = [
    l.resource_pools.length > 0 && t('resourcePoolsCount', { count: l.resource_pools.length }),
    l.vpn_gateways.length > 0 && t('vpnGatewaysCount', { count: l.vpn_gateways.length }),
    l.services_count.virtualdesktops > 0 && t('virtualDesktops', { count: l.services_count.virtualdesktops }),
  ].filter(Boolean);

  return (
    <>
      <PageHeader
        title={l.name}
        description={`${l.city}, ${l.country}`}
        {...crumbTrail({ label: t('locationsTitle'), href: '/admin/locations' })}
        actions={
          can('locations.edit') && (
            <EditDeleteButtons
              edit={
                <ButtonLink to="/admin/locations/$locationId/edit" params={{ locationId }}>
                  {t('edit')}
                </ButtonLink>
              }
              onDelete={() => setDeleting(true)}
            />
          )
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-6">
          <TableCard
            title={t('resourcePools')}
            caption={t('resourcePoolsAt', { location: l.name })}
            columns={poolColumns(t)}
            rows={l.resource_pools}
            empty={t('noResourcePoolsHere')}
          />
          <TableCard
            title={t('vpnGateways')}
            caption={t('vpnGatewaysAt', { location: l.name })}
            columns={gatewayColumns(t)}
            rows={l.vpn_gateways}
            empty={t('noVpnGatewaysHere')}
          />
        </div>
        <Card title={t('location')}>
          <dl className="space-y-3 text-sm">
            <Fact label={t('code')}>{l.code}</Fact>
            <Fact label={t('timeZone')}>{l.timezone}</Fact>
            <Fact label={t('status')}>
              <ServiceStatus status={l.active ? 'active' : 'retired'} />
            </Fact>
            <Fact label={t('servicesRunningHere')}>
              <TextLink to="/admin/services/virtualdesktops" search={{ location: locationId }}>
                {t('virtualDesktops', { count: l.services_count.virtualdesktops })}
              </TextLink>
            </Fact>
          </dl>
        </Card>
      </div>
      {/* In use, a location cannot be deleted: say by what, instead of asking. */}
      <Dialog
        open={deleting && uses.length > 0}
        onClose={() => setDeleting(false)}
        role="alertdialog"
        title={t('cannotDelete', { name: l.name })}
        description={t('locationInUse', { uses: uses.join(', ') })}
        footer={
          <Button variant="secondary" onClick={() => setDeleting(false)}>
            {t('ok')}
          </Button>
        }
      />
      <ConfirmDialog
        open={deleting && uses.length === 0}
        onClose={() => setDeleting(false)}
        onConfirm={() => remove.mutate(l, { onSettled: () => setDeleting(false) })}
        busy={remove.isPending}
        title={t('deleteTitle', { name: l.name })}
        message={t('deleteLocationMessage')}
        confirmLabel={t('deleteLocation')}
      />
    </>
  );
}
