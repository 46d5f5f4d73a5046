import type { ReactNode } from 'react';

import type { Schemas } from '@console/sdk';
import { Card, type Column, EmptyState } from '@console/ui';
import { type Translate, useMessages } from '@console/ui/i18n';

import { editDeleteActions, ScrollTable } from '~/components/list';
import { TextLink } from '~/components/navigation';
import { ServiceStatus } from '~/features/admin-services';
import { useStaffAccess } from '~/lib/access/use-staff-access';

import { adminNetworkMessages } from '../admin-network.messages';
import { protocolLabels } from '../admin-network.schemas';
import { GatewayLocationLink } from './location-link';

type Network = Schemas['Network'];

const columnsOf = (t: Translate<keyof typeof adminNetworkMessages.source>): Column<Network>[] => [
  { id: 'name', header: t('name'), cell: (n) => <span className="font-medium">{n.name}</span> },
  { id: 'cidr', header: t('cidr'), cell: (n) => <span className="font-mono">{n.cidr}</span> },
  { id: 'vlan', header: t('vlan'), align: 'end', cell: (n) => n.vlan_id ?? '—' },
  {
    id: 'organization',
    header: t('organization'),
    cell: (n) =>
      n.organization_id === null ? (
        <span className="text-fg-muted">{t('platform')}</span>
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
  const t = useMessages(adminNetworkMessages);
  const { can } = useStaffAccess();
  const description: ReactNode = gateway ? <GatewayFacts gateway={gateway} /> : undefined;

  return (
    <Card
      title={
        gateway
          ? t('gatewayCard', { name: gateway.name, count: networks.length })
          : t('unroutedCard', { count: networks.length })
      }
      description={description}
    >
      <ScrollTable
        caption={gateway ? t('networksOf', { name: gateway.name }) : t('networksWithoutGateway')}
        columns={columnsOf(t)}
        rows={networks}
        rowActions={editDeleteActions({
          nameOf: (n: Network) => n.name,
          onEdit: can('networks.edit') ? onEdit : undefined,
          onDelete: can('networks.delete') ? onDelete : undefined,
        })}
        empty={<EmptyState title={t('noNetworks')} />}
      />
    </Card>
  );
}
