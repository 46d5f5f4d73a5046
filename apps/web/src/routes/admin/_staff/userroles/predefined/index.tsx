import { createFileRoute } from '@tanstack/react-router';
import { PredefinedRolesPage, adminRolesQueries, predefinedRolesSearchSchema } from '~/features/admin-roles';
import { prefetchQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/guards';

export const Route = createFileRoute('/admin/_staff/userroles/predefined/')({
  validateSearch: predefinedRolesSearchSchema,
  loaderDeps: ({ search }) => search,
  beforeLoad: requireStaffAccess('predefinedRoles'),
  loader: (ctx) => prefetchQueries(ctx, adminRolesQueries.list(ctx.deps)),
  component: PredefinedRolesPage,
});
