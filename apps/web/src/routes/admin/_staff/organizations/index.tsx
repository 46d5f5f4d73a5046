import { createFileRoute } from '@tanstack/react-router';

import { adminOrganizationsQueries, OrganizationsPage } from '~/features/admin-organizations';
import { organizationsSearchSchema } from '~/features/admin-organizations/admin-organizations.search';
import { requireStaffAccess } from '~/lib/access/guards';
import { rowsSearchOf } from '~/lib/lists/list-search';
import { prefetchQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/admin/_staff/organizations/')({
  validateSearch: organizationsSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('organizations'),
  loader: (ctx) => prefetchQueries(ctx, adminOrganizationsQueries.list(ctx.deps)),
  component: OrganizationsPage,
});
