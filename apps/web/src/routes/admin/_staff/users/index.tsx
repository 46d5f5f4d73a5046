import { createFileRoute } from '@tanstack/react-router';

import { AdminUsersPage, adminUsersQueries, adminUsersSearchSchema } from '~/features/admin-users';
import { requireStaffAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';
import { prefetchQueries } from '~/lib/route-loading';

export const Route = createFileRoute('/admin/_staff/users/')({
  validateSearch: adminUsersSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('users'),
  loader: (ctx) => prefetchQueries(ctx, adminUsersQueries.list(0, ctx.deps)),
  component: () => <AdminUsersPage orgId={0} />,
});
