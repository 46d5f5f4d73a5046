import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import {
  Badge,
  Button,
  type Column,
  ConfirmDialog,
  Dialog,
  EmptyState,
  formatCount,
  formatPrice,
  PageHeader,
} from '@console/ui';

import {
  ButtonLink,
  EditDeleteMenu,
  ListProvider,
  ListTable,
  ListToolbar,
  RowLink,
  StatusBadge,
  useListController,
} from '~/components/list';
import { useStaffAccess } from '~/lib/access/use-staff-access';

import { useDeleteServiceType } from '../admin-service-types.mutations';
import { adminServiceTypesQueries } from '../admin-service-types.queries';
import { categoryLabels } from '../admin-service-types.schemas';
import { serviceTypesSearchSchema } from '../admin-service-types.search';

type ServiceType = Schemas['ServiceType'];

const inUse = (count: number) => `In use by ${formatCount(count, 'service')}`;

function ServiceTypeState({ active }: { active: boolean }) {
  return active ? <StatusBadge active /> : <Badge tone="neutral">Retired</Badge>;
}

export function ServiceTypesPage() {
  const list = useListController({
    query: adminServiceTypesQueries.list,
    from: '/admin/_staff/servicetypes/',
    viewsKey: 'admin-servicetypes',
    schema: serviceTypesSearchSchema,
    noun: { one: 'service type', other: 'service types' },
    searchHint: 'Search for part of the name, the code or the description.',
    empty: <EmptyState title="No service types yet" description="Add what customers can order." />,
  });
  const { can } = useStaffAccess();
  const goTo = useNavigate();
  const [deleting, setDeleting] = useState<ServiceType | null>(null);
  const remove = useDeleteServiceType();

  const columns: Column<ServiceType>[] = [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (t) =>
        can('serviceTypes.edit') ? (
          <RowLink to="/admin/servicetypes/$serviceTypeId/edit" params={{ serviceTypeId: t.id }}>
            {t.name}
          </RowLink>
        ) : (
          <span className="font-medium">{t.name}</span>
        ),
    },
    { id: 'code', header: 'Code', sortable: true, cell: (t) => <code className="text-xs">{t.code}</code> },
    { id: 'category', header: 'Kind', sortable: true, cell: (t) => categoryLabels[t.category] },
    {
      id: 'monthly_price_cents',
      header: 'Per month',
      sortable: true,
      cell: (t) => <span className="tabular-nums">{formatPrice(t.monthly_price_cents)}</span>,
    },
    {
      id: 'services_count',
      header: 'In use',
      sortable: true,
      cell: (t) => (t.services_count > 0 ? inUse(t.services_count) : 'Not in use'),
    },
    { id: 'active', header: 'Status', cell: (t) => <ServiceTypeState active={t.active} /> },
  ];

  const rowActions = (t: ServiceType) => (
    <EditDeleteMenu
      name={t.name}
      onEdit={() =>
        void goTo({ to: '/admin/servicetypes/$serviceTypeId/edit', params: { serviceTypeId: t.id } })
      }
      onDelete={() => setDeleting(t)}
    />
  );

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader
        title="Service types"
        description="What a customer can order, at what price per month."
        actions={
          can('serviceTypes.add') && <ButtonLink to="/admin/servicetypes/add">Add service type</ButtonLink>
        }
      />
      <ListToolbar label="Search service types" placeholder="Search by name, code or description" />
      <ListTable caption="Service types" rowActions={can('serviceTypes.delete') ? rowActions : undefined} />
      {/* A type in use cannot be deleted: say why, and how many services hold on to it. */}
      <Dialog
        open={deleting !== null && deleting.services_count > 0}
        onClose={() => setDeleting(null)}
        role="alertdialog"
        title={`${deleting?.name ?? 'This service type'} cannot be deleted`}
        description={`${inUse(deleting?.services_count ?? 0)}. Retire it instead: a retired type can no longer be ordered, and the services under it keep running.`}
        footer={
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            OK
          </Button>
        }
      />
      <ConfirmDialog
        open={deleting !== null && deleting.services_count === 0}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
        busy={remove.isPending}
        title={`Delete ${deleting?.name ?? 'this service type'}?`}
        message="No service uses it. Customers can no longer order it. This cannot be undone."
        confirmLabel="Delete service type"
      />
    </ListProvider>
  );
}
