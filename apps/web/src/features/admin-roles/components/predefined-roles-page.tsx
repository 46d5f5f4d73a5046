import { type Column, EmptyState, formatCount, formatNumber, PageHeader } from '@console/ui';

import {
  ButtonLink,
  dateColumn,
  ListProvider,
  ListTable,
  ListToolbar,
  RowLink,
  useListController,
} from '~/components/list';
import { useStaffAccess } from '~/lib/access/use-staff-access';

import { adminRolesQueries } from '../admin-roles.queries';
import { type PredefinedRole, predefinedRolesSearchSchema } from '../admin-roles.search';

export function PredefinedRolesPage() {
  const list = useListController({
    query: adminRolesQueries.list,
    from: '/admin/_staff/userroles/predefined/',
    viewsKey: 'admin-userroles-predefined',
    schema: predefinedRolesSearchSchema,
    noun: { one: 'predefined role', other: 'predefined roles' },
    searchHint: 'Search for part of the name or the description.',
    empty: (
      <EmptyState title="No predefined roles yet" description="New organisations start with no roles." />
    ),
  });
  const { can } = useStaffAccess();

  const columns: Column<PredefinedRole>[] = [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      exportValue: (r) => r.name,
      exportBefore: [{ id: 'id', header: 'Role id', value: (r) => r.id }],
      cell: (r) => (
        <RowLink to="/admin/userroles/predefined/$roleId/details" params={{ roleId: r.id }}>
          {r.name}
        </RowLink>
      ),
    },
    {
      id: 'description',
      header: 'Description',
      className: 'max-w-96',
      cell: (r) => r.description || '—',
      exportValue: (r) => r.description,
    },
    {
      id: 'privileges',
      header: 'Privileges',
      cell: (r) => formatNumber(r.privileges.length),
      exportValue: (r) => r.privileges.join('; '),
    },
    {
      id: 'organizations',
      header: 'Used by',
      cell: (r) => formatCount(r.organizations_count, 'organization'),
      exportValue: (r) => r.organizations_count,
    },
    dateColumn('updated_at', 'Changed', (r) => r.updated_at),
  ];

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader
        title="Predefined roles"
        description="The roles every new organisation starts with. Changing one does not change the roles organisations already have."
        actions={
          can('predefinedRoles.add') && (
            <ButtonLink to="/admin/userroles/predefined/add">Add predefined role</ButtonLink>
          )
        }
      />
      <ListToolbar label="Search predefined roles" placeholder="Search by name or description" />
      <ListTable caption="Predefined roles" />
    </ListProvider>
  );
}
