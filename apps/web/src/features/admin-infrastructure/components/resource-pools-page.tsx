import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { Button, type Column, ConfirmDialog, Dialog, EmptyState, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { EditDeleteMenu, ListProvider, ListTable, ListToolbar, useListController } from '~/components/list';
import { TextLink } from '~/components/navigation';
import { ServiceStatus, useLocationFilter } from '~/features/admin-services';
import { useStaffAccess } from '~/lib/access/use-staff-access';
import { labelledOptions } from '~/lib/forms/labelled-options';

import { adminInfrastructureMessages } from '../admin-infrastructure.messages';
import { useDeletePool } from '../admin-infrastructure.mutations';
import { adminInfrastructureQueries } from '../admin-infrastructure.queries';
import { poolKindLabels } from '../admin-infrastructure.schemas';
import { type PoolsSearch, poolsSearchSchema } from '../admin-infrastructure.search';
import { CapacityBar } from './capacity-bar';
import { PoolFormDialog } from './pool-form-dialog';

type Pool = Schemas['ResourcePool'];

export function ResourcePoolsPage() {
  const t = useMessages(adminInfrastructureMessages);
  const kindLabels = {
    desktop: t(poolKindLabels.desktop),
    phone: t(poolKindLabels.phone),
    sms: t(poolKindLabels.sms),
  };
  const kindFilter = {
    key: 'kind',
    label: t('kind'),
    anyLabel: t('everyKind'),
    className: 'w-40',
    options: labelledOptions(kindLabels),
  } as const;
  const list = useListController({
    filters: [useLocationFilter<PoolsSearch>('location'), kindFilter],
    query: adminInfrastructureQueries.pools,
    from: '/admin/_staff/resourcepools',
    viewsKey: 'admin-resourcepools',
    schema: poolsSearchSchema,
    noun: { one: t('poolOne'), other: t('poolOther') },
    searchHint: t('poolsSearchHint'),
    empty: <EmptyState title={t('poolsEmpty')} />,
  });
  const { can } = useStaffAccess();
  const [editing, setEditing] = useState<Pool | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Pool | null>(null);
  const remove = useDeletePool();

  const columns: Column<Pool>[] = [
    {
      id: 'name',
      header: t('name'),
      sortable: true,
      cell: (p) => <span className="font-medium">{p.name}</span>,
    },
    { id: 'kind', header: t('kind'), sortable: true, cell: (p) => kindLabels[p.kind] },
    {
      id: 'location',
      header: t('location'),
      cell: (p) => (
        <TextLink to="/admin/locations/$locationId" params={{ locationId: p.location_id }}>
          {p.location_name}
        </TextLink>
      ),
    },
    {
      id: 'capacity',
      header: t('use'),
      sortable: true,
      cell: (p) => <CapacityBar used={p.used} capacity={p.capacity} name={p.name} />,
    },
    { id: 'status', header: t('status'), sortable: true, cell: (p) => <ServiceStatus status={p.status} /> },
  ];

  const rowActions = (p: Pool) => (
    <EditDeleteMenu name={p.name} onEdit={() => setEditing(p)} onDelete={() => setDeleting(p)} />
  );

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader
        title={t('poolsTitle')}
        description={t('poolsDescription')}
        actions={
          can('resourcePools.change') && (
            <Button onClick={() => setEditing('new')}>{t('addResourcePool')}</Button>
          )
        }
      />
      <ListToolbar label={t('poolsSearch')} placeholder={t('poolsSearchPlaceholder')} />
      <ListTable
        caption={t('poolsTitle')}
        rowActions={can('resourcePools.change') ? rowActions : undefined}
      />
      <PoolFormDialog
        open={editing !== null}
        pool={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      {/* A pool with units in use cannot be deleted: say why instead of asking. */}
      <Dialog
        open={deleting !== null && deleting.used > 0}
        onClose={() => setDeleting(null)}
        role="alertdialog"
        title={t('cannotDelete', { name: deleting?.name ?? t('thisPoolTitle') })}
        description={t('poolInUse', { used: deleting?.used ?? 0 })}
        footer={
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {t('ok')}
          </Button>
        }
      />
      <ConfirmDialog
        open={deleting !== null && deleting.used === 0}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
        busy={remove.isPending}
        title={t('deleteTitle', { name: deleting?.name ?? t('thisPool') })}
        message={t('deletePoolMessage', {
          capacity: deleting?.capacity ?? 0,
          location: deleting?.location_name ?? t('itsLocation'),
        })}
        confirmLabel={t('deletePool')}
      />
    </ListProvider>
  );
}
