import { createFileRoute } from '@tanstack/react-router';

import {
  adminOrganizationsQueries,
  OrganizationsPage,
  organizationsSearchSchema,
} from '~/features/admin-organizations';
import { requireStaffAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';
import { prefetchQueries } from '~/lib/route-loading';

export const Route = createFileRoute('/admin/_staff/organizations/')({
  validateSearch: organizationsSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('organizations'),
  loader: (ctx) => prefetchQueries(ctx, adminOrganizationsQueries.list(ctx.deps)),
  component: OrganizationsPage,
});
