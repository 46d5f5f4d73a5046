import { createFileRoute } from '@tanstack/react-router';

import { adminRolesQueries, PredefinedRolesPage, predefinedRolesSearchSchema } from '~/features/admin-roles';
import { requireStaffAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';
import { prefetchQueries } from '~/lib/route-loading';

export const Route = createFileRoute('/admin/_staff/userroles/predefined/')({
  validateSearch: predefinedRolesSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('predefinedRoles'),
  loader: (ctx) => prefetchQueries(ctx, adminRolesQueries.list(ctx.deps)),
  component: PredefinedRolesPage,
});
