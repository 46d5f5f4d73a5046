import type { Schemas } from '@console/sdk';
import { type Column, EmptyState, PageHeader } from '@console/ui';

import { dateColumn, ListTable, ListToolbar, RowLink, useListScreen } from '~/components/list';

import { adminStaffQueries } from '../admin-staff.queries';
import { staffSearchSchema } from '../admin-staff.search';

type StaffMember = Schemas['StaffListItem'];

export function StaffListPage() {
  const list = useListScreen({
    query: adminStaffQueries.list,
    from: '/admin/_staff/staff/',
    viewsKey: 'admin-staff',
    schema: staffSearchSchema,
    noun: 'staff members',
    empty: <EmptyState title="No staff members" />,
  });

  const columns: Column<StaffMember>[] = [
    {
      id: 'full_name',
      header: 'Name',
      sortable: true,
      cell: (s) => (
        <RowLink to="/admin/staff/$staffId" params={{ staffId: s.id }}>
          {s.full_name}
        </RowLink>
      ),
    },
    { id: 'email', header: 'E-mail', sortable: true, cell: (s) => s.email },
    { id: 'role', header: 'Role', cell: (s) => s.role_name },
    dateColumn('created_at', 'Since', (s) => s.created_at),
  ];

  return (
    <>
      <PageHeader title="Staff members" description="The provider's staff who use this area." />
      <ListToolbar list={list} label="Search staff" placeholder="Search by name or e-mail" />
      <ListTable caption="Staff members" columns={columns} getRowId={(s) => String(s.id)} {...list.table} />
    </>
  );
}
