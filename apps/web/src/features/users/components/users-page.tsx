import type { Schemas } from '@console/sdk';
import {
  DataTable,
  EmptyState,
  buttonClassName,
  Menu,
  MoreIcon,
  PageHeader,
  formatDate,
  formatRelative,
  type Column,
} from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ListSearchBox, NoSearchResults, StatusBadge, pagedTableProps } from '~/features/shell';
import { sortParamOf, sortStateOf } from '~/lib/list-search';
import { useAccess } from '~/lib/use-access';
import { usersQueries } from '../users.queries';
import { USERS_PAGE_SIZE, type UsersSearch } from '../users.schemas';
import { AccountOwnerBadge } from './account-owner-badge';
import { DeleteUserDialog } from './delete-user-dialog';

type User = Schemas['User'];
const route = getRouteApi('/_authenticated/users/');

export function UsersPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const goTo = useNavigate();
  const { can } = useAccess();
  const users = useQuery(usersQueries.list({ ...search, size: USERS_PAGE_SIZE }));
  const [deleting, setDeleting] = useState<User | null>(null);

  const setSearch = (patch: Partial<UsersSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }) });

  const columns: Column<User>[] = [
    {
      id: 'full_name',
      header: 'Name',
      sortable: true,
      cell: (u) => (
        <span className="flex flex-wrap items-center gap-2">
          {can('users.edit') ? (
            <Link
              to="/users/$userId"
              params={{ userId: u.id }}
              className="font-medium text-primary hover:underline"
            >
              {u.full_name}
            </Link>
          ) : (
            <span className="font-medium">{u.full_name}</span>
          )}
          {u.is_primary_user && <AccountOwnerBadge />}
        </span>
      ),
    },
    { id: 'email', header: 'E-mail', sortable: true, cell: (u) => u.email },
    { id: 'status', header: 'Status', sortable: true, cell: (u) => <StatusBadge active={u.status} /> },
    {
      id: 'roles',
      header: 'Roles',
      cell: (u) =>
        u.roles_names.length > 0 ? u.roles_names.join(', ') : <span className="text-fg-muted">None</span>,
    },
    {
      id: 'last_seen',
      header: 'Last seen',
      sortable: true,
      cell: (u) =>
        u.last_seen ? (
          <time dateTime={u.last_seen} title={formatDate(u.last_seen, { time: 'minutes' })}>
            {formatRelative(u.last_seen)}
          </time>
        ) : (
          <span className="text-fg-muted">Never</span>
        ),
    },
    {
      id: 'created_at',
      header: 'Created',
      sortable: true,
      cell: (u) => <time dateTime={u.created_at}>{formatDate(u.created_at)}</time>,
    },
  ];

  const rowActions = (u: User) => {
    const items = [
      ...(can('users.edit')
        ? [
            {
              label: 'Edit',
              onSelect: () => void goTo({ to: '/users/$userId', params: { userId: u.id } }),
            },
            {
              label: 'Two-factor settings',
              onSelect: () => void goTo({ to: '/users/$userId/two_factor_auth', params: { userId: u.id } }),
            },
          ]
        : []),
      ...(can('users.delete')
        ? [
            'separator' as const,
            {
              label: u.is_primary_user ? 'Delete (not the Account Owner)' : 'Delete',
              danger: true,
              disabled: u.is_primary_user,
              onSelect: () => setDeleting(u),
            },
          ]
        : []),
    ];
    if (items.length === 0) return null;
    return <Menu label={<MoreIcon />} aria-label={`Actions for ${u.full_name}`} items={items} size="sm" />;
  };

  return (
    <>
      <PageHeader
        title="Users"
        actions={
          can('users.add') && (
            <Link to="/users/add" className={buttonClassName()}>
              Add user
            </Link>
          )
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <ListSearchBox
          label="Search users"
          placeholder="Search by name or e-mail"
          value={search.search}
          onCommit={(text) => setSearch({ search: text, page: undefined })}
        />
        {users.isFetching && !users.isPending && (
          <span role="status" className="text-sm text-fg-muted">
            Updating…
          </span>
        )}
      </div>
      <DataTable
        caption="Users of the organisation"
        columns={columns}
        getRowId={(u) => String(u.id)}
        sort={sortStateOf(search.sort ?? 'full_name')}
        onSortChange={(sort) => setSearch({ sort: sortParamOf(sort), page: undefined })}
        rowActions={can('users.edit') || can('users.delete') ? rowActions : undefined}
        {...pagedTableProps(users, (page) => setSearch({ page }), 'Users pages')}
        empty={
          search.search ? (
            <NoSearchResults
              what="users"
              search={search.search}
              hint="Check the spelling, or search for part of the name or e-mail."
              onClear={() => setSearch({ search: undefined, page: undefined })}
            />
          ) : (
            <EmptyState title="No users yet" />
          )
        }
      />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
