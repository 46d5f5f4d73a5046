import type { ReactNode } from 'react';

import type { Schemas } from '@console/sdk';
import { Card, type Column, EmptyState } from '@console/ui';

import { editDeleteActions, ScrollTable } from '~/components/list';
import { TextLink } from '~/components/navigation';
import { ServiceStatus } from '~/features/admin-services';
import { useStaffAccess } from '~/lib/access/use-staff-access';

import { protocolLabels } from '../admin-network.schemas';
import { GatewayLocationLink } from './location-link';

type Network = Schemas['Network'];

const columns: Column<Network>[] = [
  { id: 'name', header: 'Name', cell: (n) => <span className="font-medium">{n.name}</span> },
  { id: 'cidr', header: 'CIDR', cell: (n) => <span className="font-mono">{n.cidr}</span> },
  { id: 'vlan', header: 'VLAN', align: 'end', cell: (n) => n.vlan_id ?? '—' },
  {
    id: 'organization',
    header: 'Organization',
    cell: (n) =>
      n.organization_id === null ? (
        <span className="text-fg-muted">Platform</span>
      ) : (
        <TextLink to="/admin/organizations/$orgId" params={{ orgId: n.organization_id }}>
          {n.organization_name}
        </TextLink>
      ),
  },
];

/** A gateway's heading line: where it is, how it is reached, and its status. */
function GatewayFacts({ gateway: g }: { gateway: Schemas['VpnGateway'] }) {
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <ServiceStatus status={g.status} />
      <GatewayLocationLink gateway={g} />
      <span className="font-mono">{g.public_ip}</span>
      <span>{protocolLabels[g.protocol]}</span>
    </span>
  );
}

/** One gateway (or the networks routed through none) with its networks, their CIDRs and VLANs. */
export function GatewayNetworksCard({
  gateway,
  networks,
  onEdit,
  onDelete,
}: {
  gateway: Schemas['VpnGateway'] | null;
  networks: Network[];
  onEdit: (network: Network) => void;
  onDelete: (network: Network) => void;
}) {
  const { can } = useStaffAccess();
  const title = gateway?.name ?? 'Not routed through a gateway';
  const description: ReactNode = gateway ? <GatewayFacts gateway={gateway} /> : undefined;

  return (
    <Card title={`${title} (${networks.length})`} description={description}>
      <ScrollTable
        caption={gateway ? `Networks through ${gateway.name}` : 'Networks without a gateway'}
        columns={columns}
        rows={networks}
        rowActions={editDeleteActions({
          nameOf: (n: Network) => n.name,
          onEdit: can('networks.edit') ? onEdit : undefined,
          onDelete: can('networks.delete') ? onDelete : undefined,
        })}
        empty={<EmptyState title="No networks route through this gateway" />}
      />
    </Card>
  );
}
