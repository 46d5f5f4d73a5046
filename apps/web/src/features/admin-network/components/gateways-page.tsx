import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import {
  Button,
  type Column,
  ConfirmDialog,
  EmptyState,
  formatCount,
  formatNumber,
  PageHeader,
} from '@console/ui';

import {
  editDeleteActions,
  ListProvider,
  ListTable,
  ListToolbar,
  useListController,
} from '~/components/list';
import { TextLink } from '~/components/navigation';
import { ServiceStatus } from '~/features/admin-services';
import { useStaffAccess } from '~/lib/access/use-staff-access';

import { useDeleteGateway } from '../admin-network.mutations';
import { adminNetworkQueries } from '../admin-network.queries';
import { protocolLabels } from '../admin-network.schemas';
import { gatewaysSearchSchema } from '../admin-network.search';
import { GatewayFormDialog } from './gateway-form-dialog';
import { GatewayLocationLink } from './location-link';

type Gateway = Schemas['VpnGateway'];

const columns: Column<Gateway>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (g) => <span className="font-medium">{g.name}</span> },
  {
    id: 'location',
    header: 'Location',
    cell: (g) => <GatewayLocationLink gateway={g} />,
  },
  { id: 'public_ip', header: 'Public IP', cell: (g) => <span className="font-mono">{g.public_ip}</span> },
  { id: 'protocol', header: 'Protocol', sortable: true, cell: (g) => protocolLabels[g.protocol] },
  { id: 'status', header: 'Status', sortable: true, cell: (g) => <ServiceStatus status={g.status} /> },
  {
    id: 'networks',
    header: 'Networks',
    align: 'end',
    cell: (g) => (
      <TextLink
        to="/admin/infra/vpn_gateways"
        search={{ gateway: g.id }}
        aria-label={`${formatCount(g.networks_count, 'network')} through ${g.name}`}
      >
        {formatNumber(g.networks_count)}
      </TextLink>
    ),
  },
];

/** What deleting a gateway affects, in words, before the API has its say. */
function deleteMessage(g: Gateway) {
  const clients = `${formatCount(g.connected_clients, 'connected client')} of ${g.name} at ${g.location_name} lose their tunnel.`;
  return g.networks_count > 0
    ? `${formatCount(g.networks_count, 'network')} still route through it: a gateway is deleted only once no network does, so move or delete them first. ${clients}`
    : `No network routes through it. ${clients} This cannot be undone.`;
}

export function VpnGatewaysPage() {
  const list = useListController({
    query: adminNetworkQueries.gateways,
    from: '/admin/_staff/vpngateways',
    viewsKey: 'admin-vpngateways',
    schema: gatewaysSearchSchema,
    noun: { one: 'VPN gateway', other: 'VPN gateways' },
    searchHint: 'Search for part of the name or the public IP.',
    empty: <EmptyState title="No VPN gateways yet" />,
  });
  const { can } = useStaffAccess();
  const [editing, setEditing] = useState<Gateway | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Gateway | null>(null);
  const remove = useDeleteGateway();

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader
        title="VPN gateways"
        description="Where customers' networks enter the platform, by location."
        actions={can('vpnGateways.add') && <Button onClick={() => setEditing('new')}>Add VPN gateway</Button>}
      />
      <ListToolbar label="Search VPN gateways" placeholder="Search by name or public IP" />
      <ListTable
        caption="VPN gateways"
        rowActions={editDeleteActions({
          nameOf: (g: Gateway) => g.name,
          onEdit: can('vpnGateways.edit') ? setEditing : undefined,
          onDelete: can('vpnGateways.delete') ? setDeleting : undefined,
        })}
      />
      <GatewayFormDialog
        open={editing !== null}
        gateway={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
        busy={remove.isPending}
        title={`Delete ${deleting?.name ?? 'this gateway'}?`}
        message={deleting ? deleteMessage(deleting) : ''}
        confirmLabel="Delete gateway"
      />
    </ListProvider>
  );
}
