import { createFileRoute } from '@tanstack/react-router';
import { PredefinedRolesPage, adminRolesQueries, predefinedRolesSearchSchema } from '~/features/admin-roles';
import { prefetchQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';

export const Route = createFileRoute('/admin/_staff/userroles/predefined/')({
  validateSearch: predefinedRolesSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('predefinedRoles'),
  loader: (ctx) => prefetchQueries(ctx, adminRolesQueries.list(ctx.deps)),
  component: PredefinedRolesPage,
});
