import { createFileRoute } from '@tanstack/react-router';

import { adminOrganizationsQueries } from '~/features/admin-organizations';
import { AdminUsersPage, adminUsersQueries } from '~/features/admin-users';
import { adminUsersSearchSchema } from '~/features/admin-users/admin-users.search';
import { requireStaffAccess } from '~/lib/access/guards';
import { rowsSearchOf } from '~/lib/lists/list-search';
import { loadQueries, prefetchQueries } from '~/lib/routing/route-loading';
import { idParam } from '~/lib/routing/route-params';

export const Route = createFileRoute('/admin/_staff/users/orgs/$orgId')({
  params: idParam('orgId'),
  validateSearch: adminUsersSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('users'),
  loader: (ctx) => {
    prefetchQueries(ctx, adminUsersQueries.list(ctx.params.orgId, ctx.deps));
    // The title names the organisation: an unknown one is not found.
    return loadQueries(ctx, adminOrganizationsQueries.detail(ctx.params.orgId));
  },
  component: function OrganizationUsers() {
    const { orgId } = Route.useParams();
    return <AdminUsersPage orgId={orgId} />;
  },
});
