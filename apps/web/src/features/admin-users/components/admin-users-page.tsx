import type { Schemas } from '@console/sdk';
import {
  AccountOwnerBadge,
  DataTable,
  EmptyState,
  PageHeader,
  StatusBadge,
  formatDate,
  formatRelative,
  type Column,
} from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { adminOrganizationQueries } from '~/features/admin-organizations';
import { ListSearchBox, NoSearchResults, crumbTrail, pagedTableProps } from '~/features/shell';
import { sortParamOf, sortStateOf } from '~/lib/list-search';
import { adminUserQueries } from '../admin-users.queries';
import type { AdminUsersSearch } from '../admin-users.schemas';

type AdminUser = Schemas['AdminUser'];

/** Every user of every organisation (`orgId` 0), or the users of one organisation. */
export function AdminUsersPage({ orgId }: { orgId: number }) {
  const search: AdminUsersSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const users = useQuery(adminUserQueries.list(orgId, search));
  const org = useQuery({ ...adminOrganizationQueries.detail(orgId), enabled: orgId > 0 });
  const setSearch = (patch: Partial<AdminUsersSearch>) => {
    const next = { ...search, ...patch };
    void (orgId === 0
      ? navigate({ to: '/admin/users', search: next })
      : navigate({ to: '/admin/users/orgs/$orgId', params: { orgId }, search: next }));
  };

  const columns: Column<AdminUser>[] = [
    {
      id: 'full_name',
      header: 'Name',
      sortable: true,
      cell: (u) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link
            to="/admin/users/$userId"
            params={{ userId: u.id }}
            className="font-medium text-primary hover:underline"
          >
            {u.full_name}
          </Link>
          {u.is_primary_user && <AccountOwnerBadge />}
        </span>
      ),
    },
    { id: 'email', header: 'E-mail', sortable: true, cell: (u) => u.email },
    ...(orgId === 0
      ? [
          {
            id: 'organization',
            header: 'Organization',
            cell: (u: AdminUser) => (
              <Link
                to="/admin/organizations/$orgId"
                params={{ orgId: u.organization_id }}
                className="hover:underline"
              >
                {u.organization_name}
              </Link>
            ),
          },
        ]
      : []),
    { id: 'status', header: 'Status', sortable: true, cell: (u) => <StatusBadge active={u.status} /> },
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
  ];

  const title = orgId === 0 ? 'Users' : `Users of ${org.data?.name ?? 'the organization'}`;
  return (
    <>
      <PageHeader
        title={title}
        description={orgId === 0 ? 'Every user of every organisation.' : undefined}
        {...(orgId === 0
          ? {}
          : crumbTrail(
              { label: 'Organizations', href: '/admin/organizations' },
              { label: org.data?.name ?? 'Organization', href: `/admin/organizations/${orgId}` },
            ))}
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <ListSearchBox
          label="Search users"
          placeholder={orgId === 0 ? 'Search by name, e-mail or organization' : 'Search by name or e-mail'}
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
        caption={title}
        columns={columns}
        getRowId={(u) => String(u.id)}
        sort={sortStateOf(search.sort ?? 'full_name')}
        onSortChange={(sort) => setSearch({ sort: sortParamOf(sort), page: undefined })}
        {...pagedTableProps(users, (page) => setSearch({ page }), 'Users pages')}
        empty={
          search.search ? (
            <NoSearchResults
              what="users"
              search={search.search}
              hint="Check the spelling, or search for part of a name, e-mail or organisation."
              onClear={() => setSearch({ search: undefined, page: undefined })}
            />
          ) : (
            <EmptyState title="No users yet" />
          )
        }
      />
    </>
  );
}
