import { createFileRoute } from '@tanstack/react-router';

import { AddPredefinedRolePage, adminRolesQueries } from '~/features/admin-roles';
import { requireStaffAccess } from '~/lib/access/guards';
import { prefetchQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/admin/_staff/userroles/predefined/add')({
  beforeLoad: requireStaffAccess('predefinedRoles.add'),
  loader: (ctx) => prefetchQueries(ctx, adminRolesQueries.catalogue()),
  component: AddPredefinedRolePage,
});
