import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { type Column, EmptyState, PageHeader } from '@console/ui';

import {
  ListProvider,
  ListTable,
  ListToolbar,
  RowLink,
  StatusBadge,
  useListController,
} from '~/components/list';
import { crumbTrail } from '~/components/navigation';
import { adminOrganizationsQueries } from '~/features/admin-organizations';
import { lastSeenColumn, UserNameCell, userStatusFilter } from '~/features/users';

import { adminUsersQueries } from '../admin-users.queries';
import { type AdminUsersSearch, adminUsersSearchSchema } from '../admin-users.search';

type AdminUser = Schemas['AdminUser'];

/** Every user of every organisation (`orgId` 0), or the users of one organisation. */
export function AdminUsersPage({ orgId }: { orgId: number }) {
  const list = useListController({
    query: (search: AdminUsersSearch) => adminUsersQueries.list(orgId, search),
    filters: [userStatusFilter],
    from: orgId ? '/admin/_staff/users/orgs/$orgId' : '/admin/_staff/users/',
    viewsKey: orgId ? 'admin-users-orgs' : 'admin-users',
    schema: adminUsersSearchSchema,
    noun: { one: 'user', other: 'users' },
    searchHint: 'Check the spelling, or search for part of a name, e-mail or organisation.',
    empty: <EmptyState title="No users yet" />,
  });
  // The organisation's name for the title and trail (its route loads it; 0 means every organisation).
  const org = useQuery({ ...adminOrganizationsQueries.detail(orgId), enabled: orgId > 0 });

  const columns: Column<AdminUser>[] = [
    {
      id: 'full_name',
      header: 'Name',
      sortable: true,
      exportValue: (u) => u.full_name,
      exportBefore: [{ id: 'id', header: 'User id', value: (u) => u.id }],
      cell: (u) => (
        <UserNameCell user={u}>
          <RowLink to="/admin/users/$userId" params={{ userId: u.id }}>
            {u.full_name}
          </RowLink>
        </UserNameCell>
      ),
    },
    { id: 'email', header: 'E-mail', sortable: true, cell: (u) => u.email, exportValue: (u) => u.email },
    ...(orgId === 0
      ? [
          {
            id: 'organization',
            header: 'Organization',
            exportValue: (u: AdminUser) => u.organization_name,
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
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (u) => <StatusBadge active={u.status} />,
      exportValue: (u) => (u.status ? 'Active' : 'Inactive'),
    },
    lastSeenColumn(),
  ];

  const title = orgId === 0 ? 'Users' : `Users of ${org.data?.name ?? 'the organization'}`;
  return (
    <ListProvider list={list} columns={columns}>
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
      <ListToolbar
        label="Search users"
        placeholder={orgId === 0 ? 'Search by name, e-mail or organization' : 'Search by name or e-mail'}
      />
      <ListTable caption={title} />
    </ListProvider>
  );
}
