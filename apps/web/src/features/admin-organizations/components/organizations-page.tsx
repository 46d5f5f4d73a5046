import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { type Column, EmptyState, formatNumber, PageHeader } from '@console/ui';

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

import { useOrganizationBulkActions } from '../admin-organizations.mutations';
import { adminOrganizationsQueries } from '../admin-organizations.queries';
import { organizationsSearchSchema } from '../admin-organizations.search';
import { DeleteOrganizationDialog } from './delete-organization-dialog';
import { OrganizationStatus } from './organization-status';

type Organization = Schemas['Organization'];

export function OrganizationsPage() {
  const list = useListController({
    filters: [activeOrSuspendedFilter],
    bulkActions: useOrganizationBulkActions(),
    rowLabel: (o) => o.name,
    query: adminOrganizationsQueries.list,
    from: '/admin/_staff/organizations/',
    viewsKey: 'admin-organizations',
    schema: organizationsSearchSchema,
    noun: { one: 'organization', other: 'organizations' },
    searchHint: 'Check the spelling, or search for part of the name, e-mail or city.',
    empty: <EmptyState title="No organizations here yet" />,
  });
  const goTo = useNavigate();
  const { can } = useStaffAccess();
  const [deleting, setDeleting] = useState<Organization | null>(null);

  const columns: Column<Organization>[] = [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      exportValue: (o) => o.name,
      cell: (o) => (
        <RowLink to="/admin/organizations/$orgId" params={{ orgId: o.id }}>
          {o.name}
        </RowLink>
      ),
    },
    { id: 'email', header: 'E-mail', cell: (o) => o.email, exportValue: (o) => o.email },
    {
      id: 'country',
      header: 'Country',
      sortable: true,
      cell: (o) => o.country,
      exportValue: (o) => o.country,
    },
    {
      id: 'users',
      header: 'Users',
      cell: (o) => formatNumber(o.users_count),
      exportValue: (o) => o.users_count,
    },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (o) => <OrganizationStatus active={o.status} />,
      exportValue: (o) => (o.status ? 'Active' : 'Suspended'),
    },
    dateColumn('created_at', 'Customer since', (o) => o.created_at),
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
        title="Organizations"
        description="Every customer organisation of the platform."
        actions={
          can('organizations.add') && <ButtonLink to="/admin/organizations/add">Add organization</ButtonLink>
        }
      />
      <ListToolbar label="Search organizations" placeholder="Search by name, e-mail or city" />
      <ListTable caption="Organizations" rowActions={can('organizations.edit') ? rowActions : undefined} />
      <DeleteOrganizationDialog organization={deleting} onClose={() => setDeleting(null)} />
    </ListProvider>
  );
}
