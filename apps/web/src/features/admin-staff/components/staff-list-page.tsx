import type { Schemas } from '@console/sdk';
import { DataTable, EmptyState, PageHeader, formatDate, type Column } from '@console/ui';
import { Link } from '@tanstack/react-router';
import { ListToolbar, useListScreen } from '~/features/shell';
import { adminStaffQueries } from '../admin-staff.queries';
import { staffSearchSchema } from '../admin-staff.schemas';

type StaffMember = Schemas['StaffListItem'];

export function StaffListPage() {
  const list = useListScreen({
    query: adminStaffQueries.list,
    defaultSort: staffSearchSchema.defaultSort,
    noun: 'staff members',
    empty: <EmptyState title="No staff members" />,
  });

  const columns: Column<StaffMember>[] = [
    {
      id: 'full_name',
      header: 'Name',
      sortable: true,
      cell: (s) => (
        <Link
          to="/admin/staff/$staffId"
          params={{ staffId: s.id }}
          className="font-medium text-primary hover:underline"
        >
          {s.full_name}
        </Link>
      ),
    },
    { id: 'email', header: 'E-mail', sortable: true, cell: (s) => s.email },
    { id: 'role', header: 'Role', cell: (s) => s.role_name },
    {
      id: 'created_at',
      header: 'Since',
      sortable: true,
      cell: (s) => <time dateTime={s.created_at}>{formatDate(s.created_at)}</time>,
    },
  ];

  return (
    <>
      <PageHeader title="Staff members" description="The provider's staff who use this area." />
      <ListToolbar list={list} label="Search staff" placeholder="Search by name or e-mail" />
      <DataTable caption="Staff members" columns={columns} getRowId={(s) => String(s.id)} {...list.table} />
    </>
  );
}
