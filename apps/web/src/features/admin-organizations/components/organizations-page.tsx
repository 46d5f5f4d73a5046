import type { Schemas } from '@console/sdk';
import {
  Badge,
  DataTable,
  EmptyState,
  FormField,
  Menu,
  MoreIcon,
  PageHeader,
  Select,
  formatDate,
  type Column,
  buttonClassName,
} from '@console/ui';
import { StatusBadge, ListToolbar, useListScreen } from '~/features/shell';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useStaffAccess } from '~/lib/staff-access-hook';
import { adminOrganizationQueries } from '../admin-organizations.queries';
import { organizationsSearchSchema, type OrganizationsSearch } from '../admin-organizations.schemas';
import { DeleteOrganizationDialog } from './delete-organization-dialog';

type Organization = Schemas['Organization'];

const statusOptions = [
  { value: 'all', label: 'Every status' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
] as const;

export function OrganizationStatus({ active }: { active: boolean }) {
  return active ? <StatusBadge active /> : <Badge tone="warning">Suspended</Badge>;
}

export function OrganizationsPage() {
  const list = useListScreen({
    query: adminOrganizationQueries.list,
    defaultSort: organizationsSearchSchema.defaultSort,
    noun: 'organizations',
    searchHint: 'Check the spelling, or search for part of the name, e-mail or city.',
    empty: <EmptyState title="No organizations here yet" />,
  });
  const search = list.search as OrganizationsSearch;
  const goTo = useNavigate();
  const { can } = useStaffAccess();
  const [deleting, setDeleting] = useState<Organization | null>(null);

  const columns: Column<Organization>[] = [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (o) => (
        <Link
          to="/admin/organizations/$orgId"
          params={{ orgId: o.id }}
          className="font-medium text-primary hover:underline"
        >
          {o.name}
        </Link>
      ),
    },
    { id: 'email', header: 'E-mail', cell: (o) => o.email },
    { id: 'country', header: 'Country', sortable: true, cell: (o) => o.country },
    { id: 'users', header: 'Users', cell: (o) => o.users_count.toLocaleString('en') },
    { id: 'status', header: 'Status', sortable: true, cell: (o) => <OrganizationStatus active={o.status} /> },
    {
      id: 'created_at',
      header: 'Customer since',
      sortable: true,
      cell: (o) => <time dateTime={o.created_at}>{formatDate(o.created_at)}</time>,
    },
  ];

  const rowActions = (o: Organization) => (
    <Menu
      label={<MoreIcon />}
      aria-label={`Actions for ${o.name}`}
      size="sm"
      items={[
        {
          label: 'Edit',
          onSelect: () => void goTo({ to: '/admin/organizations/$orgId/edit', params: { orgId: o.id } }),
        },
        'separator',
        { label: 'Delete', danger: true, onSelect: () => setDeleting(o) },
      ]}
    />
  );

  return (
    <>
      <PageHeader
        title="Organizations"
        description="Every customer organisation of the platform."
        actions={
          can('organizations.add') && (
            <Link to="/admin/organizations/add" className={buttonClassName()}>
              Add organization
            </Link>
          )
        }
      />
      <ListToolbar list={list} label="Search organizations" placeholder="Search by name, e-mail or city">
        <FormField label="Status" className="w-44">
          <Select
            options={statusOptions}
            value={search.status ?? 'all'}
            onChange={(status) =>
              void list.setSearch({
                status: status === 'all' ? undefined : status,
              } as Partial<OrganizationsSearch>)
            }
          />
        </FormField>
      </ListToolbar>
      <DataTable
        caption="Organizations"
        columns={columns}
        getRowId={(o) => String(o.id)}
        rowActions={can('organizations.edit') ? rowActions : undefined}
        {...list.table}
      />
      <DeleteOrganizationDialog organization={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
