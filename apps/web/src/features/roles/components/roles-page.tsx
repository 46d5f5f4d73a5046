import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { Badge, type Column, EmptyState, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import {
  ButtonLink,
  dateColumn,
  editDeleteActions,
  ListProvider,
  ListTable,
  ListToolbar,
  RowLink,
  useListController,
} from '~/components/list';
import { useAccess } from '~/lib/access/use-access';

import { rolesMessages } from '../roles.messages';
import { useRoleBulkActions } from '../roles.mutations';
import { rolesQueries } from '../roles.queries';
import { rolesSearchSchema } from '../roles.search';
import { DeleteRoleDialog, roleDeleteBlocker } from './delete-role-dialog';

type Role = Schemas['Role'];

export function RolesPage() {
  const t = useMessages(rolesMessages);
  const list = useListController({
    query: rolesQueries.list,
    from: '/_authenticated/roles/',
    viewsKey: 'roles',
    schema: rolesSearchSchema,
    noun: { one: t('nounOne'), other: t('nounOther') },
    searchHint: t('searchHint'),
    empty: <EmptyState title={t('empty')} description={t('emptyText')} />,
    bulkActions: useRoleBulkActions(),
    rowLabel: (r) => r.name,
  });
  const goTo = useNavigate();
  const { can } = useAccess();
  const [deleting, setDeleting] = useState<Role | null>(null);

  const columns: Column<Role>[] = [
    {
      id: 'name',
      header: t('name'),
      sortable: true,
      exportValue: (r) => r.name,
      exportBefore: [{ id: 'id', header: t('roleId'), value: (r) => r.id }],
      cell: (r) => (
        <span className="flex flex-wrap items-center gap-2">
          {can('roles.edit') ? (
            <RowLink to="/roles/$roleId" params={{ roleId: r.id }}>
              {r.name}
            </RowLink>
          ) : (
            <span className="font-medium">{r.name}</span>
          )}
          {r.is_predefined && <Badge tone="info">{t('predefined')}</Badge>}
        </span>
      ),
    },
    {
      id: 'description',
      header: t('description'),
      cell: (r) => r.description || <span className="text-fg-muted">{t('none')}</span>,
      exportValue: (r) => r.description,
    },
    {
      id: 'users_count',
      header: t('users'),
      sortable: true,
      align: 'end',
      cell: (r) => r.users_count,
      exportValue: (r) => r.users_count,
    },
    {
      id: 'privileges',
      header: t('privileges'),
      align: 'end',
      cell: (r) => r.privileges.length,
      exportValue: (r) => r.privileges.join('; '),
    },
    dateColumn('created_at', t('created'), (r) => r.created_at),
  ];

  // Only those who may edit roles get the menu; a predefined role has no Edit.
  const rowActions = can('roles.edit')
    ? editDeleteActions<Role>({
        nameOf: (r) => r.name,
        itemsBefore: (r) => [
          { label: t('view'), onSelect: () => void goTo({ to: '/roles/$roleId', params: { roleId: r.id } }) },
        ],
        onEdit: (r) => void goTo({ to: '/roles/$roleId/edit', params: { roleId: r.id } }),
        editable: (r) => !r.is_predefined,
        onDelete: can('roles.delete') ? setDeleting : undefined,
        deleteBlocked: (r) => (roleDeleteBlocker(r) ? t('inUseOrPredefined') : null),
      })
    : undefined;

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader
        title={t('title')}
        actions={can('roles.add') && <ButtonLink to="/roles/add">{t('addRole')}</ButtonLink>}
      />
      <ListToolbar label={t('searchLabel')} placeholder={t('searchPlaceholder')} />
      <ListTable caption={t('caption')} rowActions={rowActions} />
      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} />
    </ListProvider>
  );
}
