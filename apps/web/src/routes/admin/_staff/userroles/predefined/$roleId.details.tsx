import { createFileRoute } from '@tanstack/react-router';
import { PredefinedRoleDetailsPage, adminRolesQueries } from '~/features/admin-roles';
import { idParam } from '~/lib/route-params';
import { loadQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/guards';

export const Route = createFileRoute('/admin/_staff/userroles/predefined/$roleId/details')({
  params: idParam('roleId'),
  beforeLoad: requireStaffAccess('predefinedRoles'),
  loader: (ctx) => loadQueries(ctx, adminRolesQueries.detail(ctx.params.roleId)),
  component: PredefinedRoleDetailsPage,
});
