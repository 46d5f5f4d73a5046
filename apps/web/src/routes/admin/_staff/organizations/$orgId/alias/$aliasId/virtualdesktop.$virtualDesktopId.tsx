import { createFileRoute } from '@tanstack/react-router';

import { AdminDesktopPage, adminServicesQueries } from '~/features/admin-services';
import { requireStaffAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';
import { idParams } from '~/lib/routing/route-params';

export const Route = createFileRoute(
  '/admin/_staff/organizations/$orgId/alias/$aliasId/virtualdesktop/$virtualDesktopId',
)({
  params: idParams('orgId', 'aliasId', 'virtualDesktopId'),
  beforeLoad: requireStaffAccess('services'),
  loader: ({ params: { orgId, aliasId, virtualDesktopId }, ...ctx }) =>
    loadQueries(
      ctx,
      adminServicesQueries.alias(orgId, aliasId),
      adminServicesQueries.desktop(orgId, aliasId, virtualDesktopId),
    ),
  component: AdminDesktopPage,
});
