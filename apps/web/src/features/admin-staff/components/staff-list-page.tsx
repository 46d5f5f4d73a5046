import type { Schemas } from '@console/sdk';
import { type Column, EmptyState, PageHeader } from '@console/ui';

import {
  dateColumn,
  ListProvider,
  ListTable,
  ListToolbar,
  RowLink,
  useListController,
} from '~/components/list';

import { adminStaffQueries } from '../admin-staff.queries';
import { staffSearchSchema } from '../admin-staff.search';

type StaffMember = Schemas['StaffListItem'];

export function StaffListPage() {
  const list = useListController({
    query: adminStaffQueries.list,
    from: '/admin/_staff/staff/',
    viewsKey: 'admin-staff',
    schema: staffSearchSchema,
    noun: { one: 'staff member', other: 'staff members' },
    empty: <EmptyState title="No staff members" />,
  });

  const columns: Column<StaffMember>[] = [
    {
      id: 'full_name',
      header: 'Name',
      sortable: true,
      exportValue: (s) => s.full_name,
      exportBefore: [{ id: 'id', header: 'Staff id', value: (s) => s.id }],
      cell: (s) => (
        <RowLink to="/admin/staff/$staffId" params={{ staffId: s.id }}>
          {s.full_name}
        </RowLink>
      ),
    },
    { id: 'email', header: 'E-mail', sortable: true, cell: (s) => s.email, exportValue: (s) => s.email },
    { id: 'role', header: 'Role', cell: (s) => s.role_name, exportValue: (s) => s.role_name },
    dateColumn('created_at', 'Since', (s) => s.created_at),
  ];

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader title="Staff members" description="The provider's staff who use this area." />
      <ListToolbar label="Search staff" placeholder="Search by name or e-mail" />
      <ListTable caption="Staff members" />
    </ListProvider>
  );
}
