import { createFileRoute } from '@tanstack/react-router';

import { adminServiceTypesQueries, EditServiceTypePage } from '~/features/admin-service-types';
import { requireStaffAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';
import { idParam } from '~/lib/routing/route-params';

export const Route = createFileRoute('/admin/_staff/servicetypes/$serviceTypeId/edit')({
  params: idParam('serviceTypeId'),
  beforeLoad: requireStaffAccess('serviceTypes.edit'),
  loader: (ctx) => loadQueries(ctx, adminServiceTypesQueries.detail(ctx.params.serviceTypeId)),
  component: EditServiceTypePage,
});
