import { createFileRoute } from '@tanstack/react-router';

import { AdminUsersPage, adminUsersQueries } from '~/features/admin-users';
import { adminUsersSearchSchema } from '~/features/admin-users/admin-users.search';
import { requireStaffAccess } from '~/lib/access/guards';
import { rowsSearchOf } from '~/lib/lists/list-search';
import { prefetchQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/admin/_staff/users/')({
  validateSearch: adminUsersSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('users'),
  loader: (ctx) => prefetchQueries(ctx, adminUsersQueries.list(0, ctx.deps)),
  component: () => <AdminUsersPage orgId={0} />,
});
