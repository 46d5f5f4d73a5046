import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import {
  Button,
  Card,
  type Column,
  ConfirmDialog,
  Dialog,
  formatCount,
  formatNumber,
  PageHeader,
} from '@console/ui';

import { ButtonLink, EditDeleteButtons, TableCard } from '~/components/list';
import { crumbTrail, TextLink } from '~/components/navigation';
import { Fact } from '~/features/admin-organizations';
import { ServiceStatus } from '~/features/admin-services';
import { useStaffAccess } from '~/lib/access/use-staff-access';

import { useDeleteLocation } from '../admin-infrastructure.mutations';
import { adminInfrastructureQueries } from '../admin-infrastructure.queries';
import { poolKindLabels } from '../admin-infrastructure.schemas';
import { CapacityBar } from './capacity-bar';

const route = getRouteApi('/admin/_staff/locations/$locationId/');

type Pool = Schemas['ResourcePool'];
type Gateway = Schemas['VpnGateway'];

const poolColumns: Column<Pool>[] = [
  { id: 'name', header: 'Name', cell: (p) => <span className="font-medium">{p.name}</span> },
  { id: 'kind', header: 'Kind', cell: (p) => poolKindLabels[p.kind] },
  {
    id: 'use',
    header: 'Use',
    cell: (p) => <CapacityBar used={p.used} capacity={p.capacity} name={p.name} />,
  },
  { id: 'status', header: 'Status', cell: (p) => <ServiceStatus status={p.status} /> },
];
const gatewayColumns: Column<Gateway>[] = [
  { id: 'name', header: 'Name', cell: (g) => <span className="font-medium">{g.name}</span> },
  { id: 'ip', header: 'Public IP', cell: (g) => g.public_ip },
  { id: 'protocol', header: 'Protocol', cell: (g) => g.protocol },
  { id: 'clients', header: 'Clients', cell: (g) => formatNumber(g.connected_clients) },
  { id: 'status', header: 'Status', cell: (g) => <ServiceStatus status={g.status} /> },
];

export function LocationDetailPage() {
  const { locationId } = route.useParams();
  const { data: l } = useSuspenseQuery(adminInfrastructureQueries.location(locationId));
  const { can } = useStaffAccess();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteLocation({
    beforeRefresh: () => navigate({ to: '/admin/locations', replace: true }),
  });
  const uses = [
    l.resource_pools.length > 0 && formatCount(l.resource_pools.length, 'resource pool'),
    l.vpn_gateways.length > 0 && formatCount(l.vpn_gateways.length, 'VPN gateway'),
    l.services_count.virtualdesktops > 0 && formatCount(l.services_count.virtualdesktops, 'virtual desktop'),
  ].filter(Boolean);

  return (
    <>
      <PageHeader
        title={l.name}
        description={`${l.city}, ${l.country}`}
        {...crumbTrail({ label: 'Locations', href: '/admin/locations' })}
        actions={
          can('locations.edit') && (
            <EditDeleteButtons
              edit={
                <ButtonLink to="/admin/locations/$locationId/edit" params={{ locationId }}>
                  Edit
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
            title="Resource pools"
            caption={`Resource pools at ${l.name}`}
            columns={poolColumns}
            rows={l.resource_pools}
            empty="No resource pools here"
          />
          <TableCard
            title="VPN gateways"
            caption={`VPN gateways at ${l.name}`}
            columns={gatewayColumns}
            rows={l.vpn_gateways}
            empty="No VPN gateways here"
          />
        </div>
        <Card title="Location">
          <dl className="space-y-3 text-sm">
            <Fact label="Code">{l.code}</Fact>
            <Fact label="Time zone">{l.timezone}</Fact>
            <Fact label="Status">
              <ServiceStatus status={l.active ? 'active' : 'retired'} />
            </Fact>
            <Fact label="Services running here">
              <TextLink to="/admin/services/virtualdesktops" search={{ location: locationId }}>
                {formatCount(l.services_count.virtualdesktops, 'virtual desktop')}
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
        title={`${l.name} cannot be deleted`}
        description={`It is still in use by ${uses.join(', ')}. Move or delete them first, or mark the location inactive.`}
        footer={
          <Button variant="secondary" onClick={() => setDeleting(false)}>
            OK
          </Button>
        }
      />
      <ConfirmDialog
        open={deleting && uses.length === 0}
        onClose={() => setDeleting(false)}
        onConfirm={() => remove.mutate(l, { onSettled: () => setDeleting(false) })}
        busy={remove.isPending}
        title={`Delete ${l.name}?`}
        message="Nothing runs there. This cannot be undone."
        confirmLabel="Delete location"
      />
    </>
  );
}
