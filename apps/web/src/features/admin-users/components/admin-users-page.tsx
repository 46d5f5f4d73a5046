import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { type Column, EmptyState, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

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

import { adminUsersMessages } from '../admin-users.messages';
import { adminUsersQueries } from '../admin-users.queries';
import { type AdminUsersSearch, adminUsersSearchSchema } from '../admin-users.search';

type AdminUser = Schemas['AdminUser'];

/** Every user of every organisation (`orgId` 0), or the users of one organisation. */
export function AdminUsersPage({ orgId }: { orgId: number }) {
  const t = useMessages(adminUsersMessages);
  const list = useListController({
    query: (search: AdminUsersSearch) => adminUsersQueries.list(orgId, search),
    filters: [userStatusFilter],
    from: orgId ? '/admin/_staff/users/orgs/$orgId' : '/admin/_staff/users/',
    viewsKey: orgId ? 'admin-users-orgs' : 'admin-users',
    schema: adminUsersSearchSchema,
    noun: { one: 'user', other: 'users' },
    searchHint: t('searchHint'),
    empty: <EmptyState title={t('empty')} />,
  });
  // The organisation's name for the title and trail (its route loads it; 0 means every organisation).
  const org = useQuery({ ...adminOrganizationsQueries.detail(orgId), enabled: orgId > 0 });

  const columns: Column<AdminUser>[] = [
    {
      id: 'full_name',
      header: t('columnName'),
      sortable: true,
      exportValue: (u) => u.full_name,
      exportBefore: [{ id: 'id', header: t('columnUserId'), value: (u) => u.id }],
      cell: (u) => (
        <UserNameCell user={u}>
          <RowLink to="/admin/users/$userId" params={{ userId: u.id }}>
            {u.full_name}
          </RowLink>
        </UserNameCell>
      ),
    },
    { id: 'email', header: t('email'), sortable: true, cell: (u) => u.email, exportValue: (u) => u.email },
    ...(orgId === 0
      ? [
          {
            id: 'organization',
            header: t('organization'),
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
      header: t('status'),
      sortable: true,
      cell: (u) => <StatusBadge active={u.status} />,
      exportValue: (u) => t(u.status ? 'active' : 'inactive'),
    },
    lastSeenColumn(),
  ];

  const title =
    orgId === 0 ? t('title') : org.data ? t('titleOfOrg', { name: org.data.name }) : t('titleOfOrgPending');
  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader
        title={title}
        description={orgId === 0 ? t('description') : undefined}
        {...(orgId === 0
          ? {}
          : crumbTrail(
              { label: t('organizationsCrumb'), href: '/admin/organizations' },
              { label: org.data?.name ?? t('organizationCrumb'), href: `/admin/organizations/${orgId}` },
            ))}
      />
      <ListToolbar
        label={t('searchLabel')}
        placeholder={t(orgId === 0 ? 'searchPlaceholderAll' : 'searchPlaceholderOrg')}
      />
      <ListTable caption={title} />
    </ListProvider>
  );
}
