import { createFileRoute } from '@tanstack/react-router';

import { AdminPhonePage, adminServicesQueries } from '~/features/admin-services';
import { requireStaffAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';
import { idParams } from '~/lib/routing/route-params';

export const Route = createFileRoute(
  '/admin/_staff/organizations/$orgId/alias/$aliasId/virtualphone/$virtualPhoneId',
)({
  params: idParams('orgId', 'aliasId', 'virtualPhoneId'),
  beforeLoad: requireStaffAccess('services'),
  loader: ({ params: { orgId, aliasId, virtualPhoneId }, ...ctx }) =>
    loadQueries(
      ctx,
      adminServicesQueries.alias(orgId, aliasId),
      adminServicesQueries.phone(orgId, aliasId, virtualPhoneId),
    ),
  component: AdminPhonePage,
});
