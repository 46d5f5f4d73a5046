import { createFileRoute } from '@tanstack/react-router';

import { adminRolesQueries, PredefinedRoleDetailsPage } from '~/features/admin-roles';
import { requireStaffAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';
import { idParam } from '~/lib/routing/route-params';

export const Route = createFileRoute('/admin/_staff/userroles/predefined/$roleId/details')({
  params: idParam('roleId'),
  beforeLoad: requireStaffAccess('predefinedRoles'),
  loader: (ctx) => loadQueries(ctx, adminRolesQueries.detail(ctx.params.roleId)),
  component: PredefinedRoleDetailsPage,
});
