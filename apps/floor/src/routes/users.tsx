import { QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { Badge, type Column, DataTable, formatDate, formatRelative } from '@console/ui';

import { firstUsers, queryClient } from '../api';
import { userTokens } from '../session';

export const Route = createFileRoute('/users')({
  beforeLoad: () => {
    if (!userTokens.getTokens()) throw redirect({ to: '/login' });
  },
  loader: () => queryClient.ensureQueryData(firstUsers()),
  component: UsersPage,
});

type User = Schemas['User'];

// The app's users list's columns (apps/web/src/features/users), each cell as the app writes it, without the
// links, sorting and row actions, which are features.
const columns: Column<User>[] = [
  {
    id: 'full_name',
    header: 'Name',
    cell: (u) => (
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{u.full_name}</span>
        {u.is_primary_user && <Badge tone="info">Account Owner</Badge>}
      </span>
    ),
  },
  { id: 'email', header: 'E-mail', cell: (u) => u.email },
  {
    id: 'status',
    header: 'Status',
    cell: (u) => (
      <Badge tone={u.status ? 'success' : 'neutral'}>
        <span
          aria-hidden="true"
          className={`size-1.5 rounded-full ${u.status ? 'bg-success' : 'bg-fg-muted'}`}
        />
        {u.status ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
  {
    id: 'roles',
    header: 'Roles',
    cell: (u) =>
      u.roles_names.length > 0 ? u.roles_names.join(', ') : <span className="text-fg-muted">None</span>,
  },
  {
    id: 'last_seen',
    header: 'Last seen',
    cell: (u) =>
      u.last_seen ? (
        <time dateTime={u.last_seen} title={formatDate(u.last_seen, { time: 'minutes' })}>
          {formatRelative(u.last_seen)}
        </time>
      ) : (
        <span className="text-fg-muted">Never</span>
      ),
  },
  {
    id: 'created_at',
    header: 'Created',
    cell: (u) => <time dateTime={u.created_at}>{formatDate(u.created_at)}</time>,
  },
];

function UsersPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <UsersTable />
    </QueryClientProvider>
  );
}

function UsersTable() {
  const { data } = useSuspenseQuery(firstUsers());
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold">Users</h1>
      <DataTable
        caption="Users of the organisation"
        columns={columns}
        rows={data.items}
        getRowId={(u) => String(u.id)}
      />
    </main>
  );
}
