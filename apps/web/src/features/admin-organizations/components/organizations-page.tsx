import type { Schemas } from '@console/sdk';
import {
  Badge,
  DataTable,
  EmptyState,
  LinkButton,
  Menu,
  MoreIcon,
  PageHeader,
  Select,
  StatusBadge,
  formatDate,
  type Column,
} from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ListSearchBox, NoSearchResults, pagedTableProps } from '~/features/shell';
import { sortParamOf, sortStateOf } from '~/lib/list-search';
import { useStaffAccess } from '~/lib/staff-access-hook';
import { adminOrganizationQueries } from '../admin-organizations.queries';
import type { OrganizationsSearch } from '../admin-organizations.schemas';
import { DeleteOrganizationDialog } from './delete-organization-dialog';

type Organization = Schemas['Organization'];
const route = getRouteApi('/admin/_staff/organizations/');

const statusOptions = [
  { value: 'all', label: 'Every status' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
] as const;

export function OrganizationStatus({ active }: { active: boolean }) {
  return active ? <StatusBadge active /> : <Badge tone="warning">Suspended</Badge>;
}

export function OrganizationsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const goTo = useNavigate();
  const { can } = useStaffAccess();
  const organizations = useQuery(adminOrganizationQueries.list(search));
  const [deleting, setDeleting] = useState<Organization | null>(null);

  const setSearch = (patch: Partial<OrganizationsSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }) });

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
    { id: 'users', header: 'Users', cell: (o) => o.users_count.toLocaleString() },
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
            <LinkButton as={Link} to="/admin/organizations/add">
              Add organization
            </LinkButton>
          )
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <ListSearchBox
          label="Search organizations"
          placeholder="Search by name, e-mail or city"
          value={search.search}
          onCommit={(text) => setSearch({ search: text, page: undefined })}
        />
        <Select
          aria-label="Status"
          className="w-44"
          options={statusOptions}
          value={search.status ?? 'all'}
          onChange={(status) => setSearch({ status: status === 'all' ? undefined : status, page: undefined })}
        />
        {organizations.isFetching && !organizations.isPending && (
          <span role="status" className="text-sm text-fg-muted">
            Updating…
          </span>
        )}
      </div>
      <DataTable
        caption="Organizations"
        columns={columns}
        getRowId={(o) => String(o.id)}
        sort={sortStateOf(search.sort ?? 'name')}
        onSortChange={(sort) => setSearch({ sort: sortParamOf(sort), page: undefined })}
        rowActions={can('organizations.edit') ? rowActions : undefined}
        {...pagedTableProps(organizations, (page) => setSearch({ page }), 'Organizations pages')}
        empty={
          search.search ? (
            <NoSearchResults
              what="organizations"
              search={search.search}
              hint="Check the spelling, or search for part of the name, e-mail or city."
              onClear={() => setSearch({ search: undefined, page: undefined })}
            />
          ) : (
            <EmptyState
              title={search.status ? `No ${search.status} organizations` : 'No organizations yet'}
            />
          )
        }
      />
      <DeleteOrganizationDialog organization={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
