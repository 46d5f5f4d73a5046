import { createFileRoute } from '@tanstack/react-router';
import { AdminDesktopPage, adminServiceQueries } from '~/features/admin-services';
import { idParams } from '~/lib/route-params';
import { loadQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/staff-guard';

export const Route = createFileRoute(
  '/admin/_staff/organizations/$orgId/alias/$aliasId/virtualdesktop/$virtualDesktopId',
)({
  params: idParams('orgId', 'aliasId', 'virtualDesktopId'),
  beforeLoad: requireStaffAccess('services'),
  loader: ({ params: { orgId, aliasId, virtualDesktopId }, ...ctx }) =>
    loadQueries(
      ctx,
      adminServiceQueries.alias(orgId, aliasId),
      adminServiceQueries.desktop(orgId, aliasId, virtualDesktopId),
    ),
  component: AdminDesktopPage,
});
