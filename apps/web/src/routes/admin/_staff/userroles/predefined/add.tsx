import { createFileRoute } from '@tanstack/react-router';
import { AddPredefinedRolePage, adminRolesQueries } from '~/features/admin-roles';
import { prefetchQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/guards';

export const Route = createFileRoute('/admin/_staff/userroles/predefined/add')({
  beforeLoad: requireStaffAccess('predefinedRoles.add'),
  loader: (ctx) => prefetchQueries(ctx, adminRolesQueries.catalogue()),
  component: AddPredefinedRolePage,
});
