import { createFileRoute } from '@tanstack/react-router';

import { AdminUserPage, adminUsersQueries } from '~/features/admin-users';
import { requireStaffAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';
import { idParam } from '~/lib/routing/route-params';

export const Route = createFileRoute('/admin/_staff/users/$userId')({
  params: idParam('userId'),
  beforeLoad: requireStaffAccess('users'),
  loader: (ctx) => loadQueries(ctx, adminUsersQueries.detail(ctx.params.userId)),
  component: AdminUserPage,
});
