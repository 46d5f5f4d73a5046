import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { type Column, EmptyState, formatNumber, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import {
  activeOrSuspendedFilter,
  ButtonLink,
  dateColumn,
  EditDeleteMenu,
  ListProvider,
  ListTable,
  ListToolbar,
  RowLink,
  useListController,
} from '~/components/list';
import { useStaffAccess } from '~/lib/access/use-staff-access';

import { adminOrganizationsMessages } from '../admin-organizations.messages';
import { useOrganizationBulkActions } from '../admin-organizations.mutations';
import { adminOrganizationsQueries } from '../admin-organizations.queries';
import { organizationsSearchSchema } from '../admin-organizations.search';
import { DeleteOrganizationDialog } from './delete-organization-dialog';
import { OrganizationStatus } from './organization-status';

type Organization = Schemas['Organization'];

export function OrganizationsPage() {
  const t = useMessages(adminOrganizationsMessages);
  const list = useListController({
    filters: [activeOrSuspendedFilter],
    bulkActions: useOrganizationBulkActions(),
    rowLabel: (o) => o.name,
    query: adminOrganizationsQueries.list,
    from: '/admin/_staff/organizations/',
    viewsKey: 'admin-organizations',
    schema: organizationsSearchSchema,
    noun: { one: t('nounOne'), other: t('nounOther') },
    searchHint: t('searchHint'),
    empty: <EmptyState title={t('empty')} />,
  });
  const goTo = useNavigate();
  const { can } = useStaffAccess();
  const [deleting, setDeleting] = useState<Organization | null>(null);

  const columns: Column<Organization>[] = [
    {
      id: 'name',
      header: t('columnName'),
      sortable: true,
      exportValue: (o) => o.name,
      cell: (o) => (
        <RowLink to="/admin/organizations/$orgId" params={{ orgId: o.id }}>
          {o.name}
        </RowLink>
      ),
    },
    { id: 'email', header: t('email'), cell: (o) => o.email, exportValue: (o) => o.email },
    {
      id: 'country',
      header: t('columnCountry'),
      sortable: true,
      cell: (o) => o.country,
      exportValue: (o) => o.country,
    },
    {
      id: 'users',
      header: t('users'),
      cell: (o) => formatNumber(o.users_count),
      exportValue: (o) => o.users_count,
    },
    {
      id: 'status',
      header: t('status'),
      sortable: true,
      cell: (o) => <OrganizationStatus active={o.status} />,
      exportValue: (o) => (o.status ? t('active') : t('suspended')),
    },
    dateColumn('created_at', t('customerSince'), (o) => o.created_at),
  ];

  const rowActions = (o: Organization) => (
    <EditDeleteMenu
      name={o.name}
      onEdit={() => void goTo({ to: '/admin/organizations/$orgId/edit', params: { orgId: o.id } })}
      onDelete={() => setDeleting(o)}
    />
  );

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          can('organizations.add') && (
            <ButtonLink to="/admin/organizations/add">{t('addOrganization')}</ButtonLink>
          )
        }
      />
      <ListToolbar label={t('searchLabel')} placeholder={t('searchPlaceholder')} />
      <ListTable caption={t('title')} rowActions={can('organizations.edit') ? rowActions : undefined} />
      <DeleteOrganizationDialog organization={deleting} onClose={() => setDeleting(null)} />
    </ListProvider>
  );
}
