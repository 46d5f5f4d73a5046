import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { Button, ConfirmDialog, EmptyState, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { type ListFilter, ListFilterSelects } from '~/components/list';
import { useLocationFilter } from '~/features/admin-services';
import { useStaffAccess } from '~/lib/access/use-staff-access';

import { adminNetworkMessages } from '../admin-network.messages';
import { useDeleteNetwork } from '../admin-network.mutations';
import { adminNetworkQueries } from '../admin-network.queries';
import type { InfraSearch } from '../admin-network.search';
import { GatewayNetworksCard } from './gateway-networks-card';
import { type NetworkEditing, NetworkFormDialog } from './network-form-dialog';

const route = getRouteApi('/admin/_staff/infra/vpn_gateways');

/** The infrastructure view: each gateway with the networks routed through it, by location and gateway. */
export function InfraNetworksPage() {
  const t = useMessages(adminNetworkMessages);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data: gateways } = useSuspenseQuery(adminNetworkQueries.allGateways());
  const { data: networks } = useSuspenseQuery(adminNetworkQueries.networks(search.gateway));
  const { can } = useStaffAccess();
  const [editing, setEditing] = useState<NetworkEditing | null>(null);
  const [deleting, setDeleting] = useState<Schemas['Network'] | null>(null);
  const remove = useDeleteNetwork();
  const set = (patch: Partial<InfraSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }) });

  const atLocation = gateways.items.filter(
    (g) => search.location === undefined || g.location_id === search.location,
  );
  const shown = atLocation.filter((g) => search.gateway === undefined || g.id === search.gateway);
  // The same list boxes as the lists' filters; a new location empties the gateway, which may not be there.
  const filters: ListFilter<InfraSearch>[] = [
    useLocationFilter<InfraSearch>('location'),
    {
      key: 'gateway',
      label: t('gatewayFilter'),
      anyLabel: t('everyGateway'),
      className: 'w-56',
      options: atLocation.map((g) => ({ value: g.id, label: g.name })),
    },
  ];
  const unrouted = networks.items.filter((n) => n.vpn_gateway_id === null);
  const showUnrouted = search.location === undefined && search.gateway === undefined && unrouted.length > 0;
  const cardProps = {
    onEdit: (n: Schemas['Network']) => setEditing({ networkId: n.id }),
    onDelete: setDeleting,
  };

  return (
    <>
      <PageHeader
        title={t('networksTitle')}
        description={t('networksDescription')}
        actions={
          can('networks.add') && (
            <Button onClick={() => setEditing({ gatewayId: search.gateway })}>{t('addNetwork')}</Button>
          )
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <ListFilterSelects
          filters={filters}
          values={search}
          onChange={(key, value) => {
            const id = typeof value === 'number' ? value : undefined;
            set(key === 'location' ? { location: id, gateway: undefined } : { gateway: id });
          }}
        />
      </div>
      {networks.total > networks.items.length && (
        <p className="mb-4 text-sm text-fg-muted">
          {t('firstShown', { shown: networks.items.length, count: networks.total })}
        </p>
      )}
      <div className="space-y-6">
        {shown.length === 0 && (
          <EmptyState title={t('noGatewaysHere')} description={t('noGatewaysHereText')} />
        )}
        {shown.map((g) => (
          <GatewayNetworksCard
            key={g.id}
            gateway={g}
            networks={networks.items.filter((n) => n.vpn_gateway_id === g.id)}
            {...cardProps}
          />
        ))}
        {showUnrouted && <GatewayNetworksCard gateway={null} networks={unrouted} {...cardProps} />}
      </div>
      <NetworkFormDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
        busy={remove.isPending}
        title={deleting ? t('deleteTitle', { name: deleting.name }) : t('deleteThisNetwork')}
        message={
          !deleting
            ? t('deleteNetworkTextNone')
            : deleting.organization_name
              ? t('deleteNetworkTextFor', { cidr: deleting.cidr, organization: deleting.organization_name })
              : t('deleteNetworkText', { cidr: deleting.cidr })
        }
        confirmLabel={t('deleteNetworkConfirm')}
      />
    </>
  );
}
