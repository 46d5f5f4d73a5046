import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { type Column, EmptyState, PageHeader } from '@console/ui';

import {
  ButtonLink,
  dateColumn,
  editDeleteActions,
  ListProvider,
  ListTable,
  ListToolbar,
  RowLink,
  StatusBadge,
  useListController,
} from '~/components/list';
import { rolesQueries } from '~/features/roles';
import { useAccess } from '~/lib/access/use-access';

import { useUserBulkActions } from '../users.mutations';
import { usersQueries } from '../users.queries';
import { usersSearchSchema } from '../users.search';
import { DeleteUserDialog } from './delete-user-dialog';
import { lastSeenColumn, UserNameCell, userStatusFilter } from './user-columns';

type User = Schemas['User'];

export function UsersPage() {
  const { can } = useAccess();
  // The role filter's names; only for those who may list roles (a 403 would redirect).
  const roles = useQuery({ ...rolesQueries.options(), enabled: can('roles') });
  const list = useListController({
    bulkActions: useUserBulkActions(),
    rowLabel: (u) => u.full_name,
    // Each role counts the users the other filters and the search leave, as the page says (faceted counts,
    // docs/product-rules.md#columns-and-views): picking it lists that many.
    filters: (page) => [
      userStatusFilter,
      ...(can('roles')
        ? [
            {
              key: 'role_id' as const,
              label: 'Role',
              anyLabel: 'Every role',
              className: 'w-48',
              options: (roles.data ?? []).map((r) => ({
                value: r.id,
                label: r.name,
                count: page && (page.role_counts[r.id] ?? 0),
              })),
            },
          ]
        : []),
    ],
    query: usersQueries.list,
    from: '/_authenticated/users/',
    viewsKey: 'users',
    schema: usersSearchSchema,
    noun: { one: 'user', other: 'users' },
    searchHint: 'Check the spelling, or search for part of the name or e-mail.',
    empty: <EmptyState title="No users yet" />,
  });
  const goTo = useNavigate();
  const [deleting, setDeleting] = useState<User | null>(null);

  const columns: Column<User>[] = [
    {
      id: 'full_name',
      header: 'Name',
      sortable: true,
      exportValue: (u) => u.full_name,
      cell: (u) => (
        <UserNameCell user={u}>
          {can('users.edit') ? (
            <RowLink to="/users/$userId" params={{ userId: u.id }}>
              {u.full_name}
            </RowLink>
          ) : (
            <span className="font-medium">{u.full_name}</span>
          )}
        </UserNameCell>
      ),
    },
    { id: 'email', header: 'E-mail', sortable: true, cell: (u) => u.email, exportValue: (u) => u.email },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (u) => <StatusBadge active={u.status} />,
      exportValue: (u) => (u.status ? 'Active' : 'Inactive'),
    },
    {
      id: 'roles',
      header: 'Roles',
      exportValue: (u) => u.roles_names.join('; '),
      cell: (u) =>
        u.roles_names.length > 0 ? u.roles_names.join(', ') : <span className="text-fg-muted">None</span>,
    },
    lastSeenColumn(),
    dateColumn('created_at', 'Created', (u) => u.created_at),
  ];

  const rowActions = editDeleteActions<User>({
    nameOf: (u) => u.full_name,
    onEdit: can('users.edit')
      ? (u) => void goTo({ to: '/users/$userId', params: { userId: u.id } })
      : undefined,
    itemsAfter: can('users.edit')
      ? (u) => [
          {
            label: 'Two-factor settings',
            onSelect: () => void goTo({ to: '/users/$userId/two_factor_auth', params: { userId: u.id } }),
          },
        ]
      : undefined,
    onDelete: can('users.delete') ? setDeleting : undefined,
    deleteBlocked: (u) => (u.is_primary_user ? 'not the Account Owner' : null),
  });

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader
        title="Users"
        actions={can('users.add') && <ButtonLink to="/users/add">Add user</ButtonLink>}
      />
      <ListToolbar label="Search users" placeholder="Search by name or e-mail" />
      <ListTable caption="Users of the organization" rowActions={rowActions} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </ListProvider>
  );
}
