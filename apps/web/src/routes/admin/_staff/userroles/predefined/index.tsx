import { createFileRoute } from '@tanstack/react-router';

import { adminRolesQueries, PredefinedRolesPage } from '~/features/admin-roles';
import { predefinedRolesSearchSchema } from '~/features/admin-roles/admin-roles.search';
import { requireStaffAccess } from '~/lib/access/guards';
import { rowsSearchOf } from '~/lib/lists/list-search';
import { prefetchQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/admin/_staff/userroles/predefined/')({
  validateSearch: predefinedRolesSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('predefinedRoles'),
  loader: (ctx) => prefetchQueries(ctx, adminRolesQueries.list(ctx.deps)),
  component: PredefinedRolesPage,
});
