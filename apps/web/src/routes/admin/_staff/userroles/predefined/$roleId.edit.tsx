import { createFileRoute } from '@tanstack/react-router';
import { EditPredefinedRolePage, adminRolesQueries } from '~/features/admin-roles';
import { idParam } from '~/lib/route-params';
import { loadQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/guards';

export const Route = createFileRoute('/admin/_staff/userroles/predefined/$roleId/edit')({
  params: idParam('roleId'),
  beforeLoad: requireStaffAccess('predefinedRoles.edit'),
  loader: (ctx) =>
    loadQueries(ctx, adminRolesQueries.detail(ctx.params.roleId), adminRolesQueries.catalogue()),
  component: EditPredefinedRolePage,
});
