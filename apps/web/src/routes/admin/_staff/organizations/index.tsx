import { createFileRoute } from '@tanstack/react-router';
import {
  OrganizationsPage,
  adminOrganizationsQueries,
  organizationsSearchSchema,
} from '~/features/admin-organizations';
import { prefetchQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';

export const Route = createFileRoute('/admin/_staff/organizations/')({
  validateSearch: organizationsSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('organizations'),
  loader: (ctx) => prefetchQueries(ctx, adminOrganizationsQueries.list(ctx.deps)),
  component: OrganizationsPage,
});
