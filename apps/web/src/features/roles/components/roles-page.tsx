import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { Badge, type Column, EmptyState, PageHeader } from '@console/ui';

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

import { useRoleBulkActions } from '../roles.mutations';
import { rolesQueries } from '../roles.queries';
import { rolesSearchSchema } from '../roles.search';
import { DeleteRoleDialog, roleDeleteBlocker } from './delete-role-dialog';

type Role = Schemas['Role'];

export function RolesPage() {
  const list = useListController({
    query: rolesQueries.list,
    from: '/_authenticated/roles/',
    viewsKey: 'roles',
    schema: rolesSearchSchema,
    noun: { one: 'role', other: 'roles' },
    searchHint: 'Check the spelling, or search for part of the name or description.',
    empty: <EmptyState title="No roles yet" description="Roles bundle privileges to give to users." />,
    bulkActions: useRoleBulkActions(),
    rowLabel: (r) => r.name,
  });
  const goTo = useNavigate();
  const { can } = useAccess();
  const [deleting, setDeleting] = useState<Role | null>(null);

  const columns: Column<Role>[] = [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      exportValue: (r) => r.name,
      exportBefore: [{ id: 'id', header: 'Role id', value: (r) => r.id }],
      cell: (r) => (
        <span className="flex flex-wrap items-center gap-2">
          {can('roles.edit') ? (
            <RowLink to="/roles/$roleId" params={{ roleId: r.id }}>
              {r.name}
            </RowLink>
          ) : (
            <span className="font-medium">{r.name}</span>
          )}
          {r.is_predefined && <Badge tone="info">Predefined</Badge>}
        </span>
      ),
    },
    {
      id: 'description',
      header: 'Description',
      cell: (r) => r.description || <span className="text-fg-muted">None</span>,
      exportValue: (r) => r.description,
    },
    {
      id: 'users_count',
      header: 'Users',
      sortable: true,
      align: 'end',
      cell: (r) => r.users_count,
      exportValue: (r) => r.users_count,
    },
    {
      id: 'privileges',
      header: 'Privileges',
      align: 'end',
      cell: (r) => r.privileges.length,
      exportValue: (r) => r.privileges.join('; '),
    },
    dateColumn('created_at', 'Created', (r) => r.created_at),
  ];

  // Only those who may edit roles get the menu; a predefined role has no Edit.
  const rowActions = can('roles.edit')
    ? editDeleteActions<Role>({
        nameOf: (r) => r.name,
        itemsBefore: (r) => [
          { label: 'View', onSelect: () => void goTo({ to: '/roles/$roleId', params: { roleId: r.id } }) },
        ],
        onEdit: (r) => void goTo({ to: '/roles/$roleId/edit', params: { roleId: r.id } }),
        editable: (r) => !r.is_predefined,
        onDelete: can('roles.delete') ? setDeleting : undefined,
        deleteBlocked: (r) => (roleDeleteBlocker(r) ? 'in use or predefined' : null),
      })
    : undefined;

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader
        title="Roles"
        actions={can('roles.add') && <ButtonLink to="/roles/add">Add role</ButtonLink>}
      />
      <ListToolbar label="Search roles" placeholder="Search by name or description" />
      <ListTable caption="Roles of the organisation" rowActions={rowActions} />
      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} />
    </ListProvider>
  );
}
