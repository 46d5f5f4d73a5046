import type { Schemas } from '@console/sdk';
import { DataTable, EmptyState, PageHeader, formatDate, type Column } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { ListSearchBox, NoSearchResults, pagedTableProps } from '~/features/shell';
import { sortParamOf, sortStateOf } from '~/lib/list-search';
import { adminStaffQueries } from '../admin-staff.queries';
import type { StaffSearch } from '../admin-staff.schemas';

type StaffMember = Schemas['StaffListItem'];
const route = getRouteApi('/admin/_staff/staff/');

export function StaffListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const staff = useQuery(adminStaffQueries.list(search));
  const setSearch = (patch: Partial<StaffSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }) });

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
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <ListSearchBox
          label="Search staff"
          placeholder="Search by name or e-mail"
          value={search.search}
          onCommit={(text) => setSearch({ search: text, page: undefined })}
        />
      </div>
      <DataTable
        caption="Staff members"
        columns={columns}
        getRowId={(s) => String(s.id)}
        sort={sortStateOf(search.sort ?? 'full_name')}
        onSortChange={(sort) => setSearch({ sort: sortParamOf(sort), page: undefined })}
        {...pagedTableProps(staff, (page) => setSearch({ page }), 'Staff pages')}
        empty={
          search.search ? (
            <NoSearchResults
              what="staff members"
              search={search.search}
              onClear={() => setSearch({ search: undefined, page: undefined })}
            />
          ) : (
            <EmptyState title="No staff members" />
          )
        }
      />
    </>
  );
}
