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
  formatPrice,
  PageHeader,
} from '@console/ui';
import { useMessages } from '@console/ui/i18n';

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

import { adminServiceTypesMessages } from '../admin-service-types.messages';
import { useDeleteServiceType } from '../admin-service-types.mutations';
import { adminServiceTypesQueries } from '../admin-service-types.queries';
import { categoryKeys } from '../admin-service-types.schemas';
import { serviceTypesSearchSchema } from '../admin-service-types.search';

type ServiceType = Schemas['ServiceType'];

function ServiceTypeState({ active }: { active: boolean }) {
  const t = useMessages(adminServiceTypesMessages);
  return active ? <StatusBadge active /> : <Badge tone="neutral">{t('retired')}</Badge>;
}

export function ServiceTypesPage() {
  const m = useMessages(adminServiceTypesMessages);
  const list = useListController({
    query: adminServiceTypesQueries.list,
    from: '/admin/_staff/servicetypes/',
    viewsKey: 'admin-servicetypes',
    schema: serviceTypesSearchSchema,
    noun: { one: 'service type', other: 'service types' },
    searchHint: m('searchHint'),
    empty: <EmptyState title={m('empty')} description={m('emptyText')} />,
  });
  const { can } = useStaffAccess();
  const goTo = useNavigate();
  const [deleting, setDeleting] = useState<ServiceType | null>(null);
  const remove = useDeleteServiceType();

  const columns: Column<ServiceType>[] = [
    {
      id: 'name',
      header: m('name'),
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
    { id: 'code', header: m('code'), sortable: true, cell: (t) => <code className="text-xs">{t.code}</code> },
    { id: 'category', header: m('kind'), sortable: true, cell: (t) => m(categoryKeys[t.category]) },
    {
      id: 'monthly_price_cents',
      header: m('perMonth'),
      sortable: true,
      cell: (t) => <span className="tabular-nums">{formatPrice(t.monthly_price_cents)}</span>,
    },
    {
      id: 'services_count',
      header: m('inUseColumn'),
      sortable: true,
      cell: (t) => (t.services_count > 0 ? m('inUse', { count: t.services_count }) : m('notInUse')),
    },
    { id: 'active', header: m('status'), cell: (t) => <ServiceTypeState active={t.active} /> },
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
        title={m('title')}
        description={m('description')}
        actions={can('serviceTypes.add') && <ButtonLink to="/admin/servicetypes/add">{m('add')}</ButtonLink>}
      />
      <ListToolbar label={m('searchLabel')} placeholder={m('searchPlaceholder')} />
      <ListTable caption={m('title')} rowActions={can('serviceTypes.delete') ? rowActions : undefined} />
      {/* A type in use cannot be deleted: say why, and how many services hold on to it. */}
      <Dialog
        open={deleting !== null && deleting.services_count > 0}
        onClose={() => setDeleting(null)}
        role="alertdialog"
        title={deleting ? m('cannotDeleteTitle', { name: deleting.name }) : m('cannotDeleteThis')}
        description={m('cannotDeleteText', { count: deleting?.services_count ?? 0 })}
        footer={
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {m('ok')}
          </Button>
        }
      />
      <ConfirmDialog
        open={deleting !== null && deleting.services_count === 0}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
        busy={remove.isPending}
        title={deleting ? m('deleteTitle', { name: deleting.name }) : m('deleteThis')}
        message={m('deleteText')}
        confirmLabel={m('deleteConfirm')}
      />
    </ListProvider>
  );
}
