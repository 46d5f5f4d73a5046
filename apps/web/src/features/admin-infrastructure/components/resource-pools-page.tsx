import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import {
  Button,
  type Column,
  ConfirmDialog,
  Dialog,
  EmptyState,
  formatNumber,
  PageHeader,
} from '@console/ui';

import { EditDeleteMenu, ListProvider, ListTable, ListToolbar, useListController } from '~/components/list';
import { TextLink } from '~/components/navigation';
import { ServiceStatus, useLocationFilter } from '~/features/admin-services';
import { useStaffAccess } from '~/lib/access/use-staff-access';
import { labelledOptions } from '~/lib/forms/labelled-options';

import { useDeletePool } from '../admin-infrastructure.mutations';
import { adminInfrastructureQueries } from '../admin-infrastructure.queries';
import { poolKindLabels } from '../admin-infrastructure.schemas';
import { type PoolsSearch, poolsSearchSchema } from '../admin-infrastructure.search';
import { CapacityBar } from './capacity-bar';
import { PoolFormDialog } from './pool-form-dialog';

type Pool = Schemas['ResourcePool'];

const kindFilter = {
  key: 'kind',
  label: 'Kind',
  anyLabel: 'Every kind',
  className: 'w-40',
  options: labelledOptions(poolKindLabels),
} as const;

export function ResourcePoolsPage() {
  const list = useListController({
    filters: [useLocationFilter<PoolsSearch>('location'), kindFilter],
    query: adminInfrastructureQueries.pools,
    from: '/admin/_staff/resourcepools',
    viewsKey: 'admin-resourcepools',
    schema: poolsSearchSchema,
    noun: { one: 'resource pool', other: 'resource pools' },
    searchHint: 'Search for part of the name or the location.',
    empty: <EmptyState title="No resource pools here" />,
  });
  const { can } = useStaffAccess();
  const [editing, setEditing] = useState<Pool | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Pool | null>(null);
  const remove = useDeletePool();

  const columns: Column<Pool>[] = [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (p) => <span className="font-medium">{p.name}</span>,
    },
    { id: 'kind', header: 'Kind', sortable: true, cell: (p) => poolKindLabels[p.kind] },
    {
      id: 'location',
      header: 'Location',
      cell: (p) => (
        <TextLink to="/admin/locations/$locationId" params={{ locationId: p.location_id }}>
          {p.location_name}
        </TextLink>
      ),
    },
    {
      id: 'capacity',
      header: 'Use',
      sortable: true,
      cell: (p) => <CapacityBar used={p.used} capacity={p.capacity} name={p.name} />,
    },
    { id: 'status', header: 'Status', sortable: true, cell: (p) => <ServiceStatus status={p.status} /> },
  ];

  const rowActions = (p: Pool) => (
    <EditDeleteMenu name={p.name} onEdit={() => setEditing(p)} onDelete={() => setDeleting(p)} />
  );

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader
        title="Resource pools"
        description="Capacity by location: how much of each pool the customers' services use."
        actions={
          can('resourcePools.change') && <Button onClick={() => setEditing('new')}>Add resource pool</Button>
        }
      />
      <ListToolbar label="Search resource pools" placeholder="Search by name or location" />
      <ListTable caption="Resource pools" rowActions={can('resourcePools.change') ? rowActions : undefined} />
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
        title={`${deleting?.name ?? 'This pool'} cannot be deleted`}
        description={`${formatNumber(deleting?.used ?? 0)} of its units are in use by customers' services. Only an empty pool can be deleted: retire it to stop new services drawing from it.`}
        footer={
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            OK
          </Button>
        }
      />
      <ConfirmDialog
        open={deleting !== null && deleting.used === 0}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
        busy={remove.isPending}
        title={`Delete ${deleting?.name ?? 'this pool'}?`}
        message={`The pool is empty. Its ${formatNumber(deleting?.capacity ?? 0)} units of capacity at ${deleting?.location_name ?? 'its location'} go with it. This cannot be undone.`}
        confirmLabel="Delete pool"
      />
    </ListProvider>
  );
}
