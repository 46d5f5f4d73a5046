import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { Button, type Column, ConfirmDialog, EmptyState, formatNumber, PageHeader } from '@console/ui';
import { type Translate, useMessages } from '@console/ui/i18n';

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

import { adminNetworkMessages } from '../admin-network.messages';
import { useDeleteGateway } from '../admin-network.mutations';
import { adminNetworkQueries } from '../admin-network.queries';
import { protocolLabels } from '../admin-network.schemas';
import { gatewaysSearchSchema } from '../admin-network.search';
import { GatewayFormDialog } from './gateway-form-dialog';
import { GatewayLocationLink } from './location-link';

type Gateway = Schemas['VpnGateway'];

const columnsOf = (t: Translate<keyof typeof adminNetworkMessages.source>): Column<Gateway>[] => [
  {
    id: 'name',
    header: t('name'),
    sortable: true,
    cell: (g) => <span className="font-medium">{g.name}</span>,
  },
  {
    id: 'location',
    header: t('location'),
    cell: (g) => <GatewayLocationLink gateway={g} />,
  },
  { id: 'public_ip', header: t('publicIp'), cell: (g) => <span className="font-mono">{g.public_ip}</span> },
  { id: 'protocol', header: t('protocol'), sortable: true, cell: (g) => protocolLabels[g.protocol] },
  { id: 'status', header: t('status'), sortable: true, cell: (g) => <ServiceStatus status={g.status} /> },
  {
    id: 'networks',
    header: t('networksColumn'),
    align: 'end',
    cell: (g) => (
      <TextLink
        to="/admin/infra/vpn_gateways"
        search={{ gateway: g.id }}
        aria-label={t('networksThrough', { count: g.networks_count, name: g.name })}
      >
        {formatNumber(g.networks_count)}
      </TextLink>
    ),
  },
];

/** What deleting a gateway affects, in words, before the API has its say. */
function deleteMessage(t: Translate<keyof typeof adminNetworkMessages.source>, g: Gateway) {
  const clients = t('deleteGatewayClients', {
    count: g.connected_clients,
    name: g.name,
    location: g.location_name,
  });
  return g.networks_count > 0
    ? t('deleteGatewayWithNetworks', { count: g.networks_count, clients })
    : t('deleteGatewayNoNetworks', { clients });
}

export function VpnGatewaysPage() {
  const t = useMessages(adminNetworkMessages);
  const list = useListController({
    query: adminNetworkQueries.gateways,
    from: '/admin/_staff/vpngateways',
    viewsKey: 'admin-vpngateways',
    schema: gatewaysSearchSchema,
    noun: { one: 'VPN gateway', other: 'VPN gateways' },
    searchHint: t('gatewaysSearchHint'),
    empty: <EmptyState title={t('gatewaysEmpty')} />,
  });
  const { can } = useStaffAccess();
  const [editing, setEditing] = useState<Gateway | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Gateway | null>(null);
  const remove = useDeleteGateway();

  return (
    <ListProvider list={list} columns={columnsOf(t)}>
      <PageHeader
        title={t('gatewaysTitle')}
        description={t('gatewaysDescription')}
        actions={
          can('vpnGateways.add') && <Button onClick={() => setEditing('new')}>{t('addGateway')}</Button>
        }
      />
      <ListToolbar label={t('gatewaysSearchLabel')} placeholder={t('gatewaysSearchPlaceholder')} />
      <ListTable
        caption={t('gatewaysTitle')}
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
        title={deleting ? t('deleteTitle', { name: deleting.name }) : t('deleteThisGateway')}
        message={deleting ? deleteMessage(t, deleting) : ''}
        confirmLabel={t('deleteGatewayConfirm')}
      />
    </ListProvider>
  );
}
