import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { type Column, EmptyState, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

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

import { usersMessages } from '../users.messages';
import { useUserBulkActions } from '../users.mutations';
import { usersQueries } from '../users.queries';
import { usersSearchSchema } from '../users.search';
import { DeleteUserDialog } from './delete-user-dialog';
import { lastSeenColumn, UserNameCell, userStatusFilter } from './user-columns';

type User = Schemas['User'];

export function UsersPage() {
  const t = useMessages(usersMessages);
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
              label: t('role'),
              anyLabel: t('everyRole'),
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
    noun: { one: t('nounOne'), other: t('nounOther') },
    searchHint: t('searchHint'),
    empty: <EmptyState title={t('empty')} />,
  });
  const goTo = useNavigate();
  const [deleting, setDeleting] = useState<User | null>(null);

  const columns: Column<User>[] = [
    {
      id: 'full_name',
      header: t('name'),
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
    { id: 'email', header: t('email'), sortable: true, cell: (u) => u.email, exportValue: (u) => u.email },
    {
      id: 'status',
      header: t('status'),
      sortable: true,
      cell: (u) => <StatusBadge active={u.status} />,
      exportValue: (u) => t(u.status ? 'active' : 'inactive'),
    },
    {
      id: 'roles',
      header: t('roles'),
      exportValue: (u) => u.roles_names.join('; '),
      cell: (u) =>
        u.roles_names.length > 0 ? (
          u.roles_names.join(', ')
        ) : (
          <span className="text-fg-muted">{t('none')}</span>
        ),
    },
    lastSeenColumn(),
    dateColumn('created_at', t('created'), (u) => u.created_at),
  ];

  const rowActions = editDeleteActions<User>({
    nameOf: (u) => u.full_name,
    onEdit: can('users.edit')
      ? (u) => void goTo({ to: '/users/$userId', params: { userId: u.id } })
      : undefined,
    itemsAfter: can('users.edit')
      ? (u) => [
          {
            label: t('twoFactorSettings'),
            onSelect: () => void goTo({ to: '/users/$userId/two_factor_auth', params: { userId: u.id } }),
          },
        ]
      : undefined,
    onDelete: can('users.delete') ? setDeleting : undefined,
    deleteBlocked: (u) => (u.is_primary_user ? t('notAccountOwner') : null),
  });

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader
        title={t('title')}
        actions={can('users.add') && <ButtonLink to="/users/add">{t('addUser')}</ButtonLink>}
      />
      <ListToolbar label={t('searchLabel')} placeholder={t('searchPlaceholder')} />
      <ListTable caption={t('caption')} rowActions={rowActions} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </ListProvider>
  );
}
