import { createFileRoute } from '@tanstack/react-router';
import { EditServiceTypePage, adminServiceTypesQueries } from '~/features/admin-service-types';
import { idParam } from '~/lib/route-params';
import { loadQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/guards';

export const Route = createFileRoute('/admin/_staff/servicetypes/$serviceTypeId/edit')({
  params: idParam('serviceTypeId'),
  beforeLoad: requireStaffAccess('serviceTypes.edit'),
  loader: (ctx) => loadQueries(ctx, adminServiceTypesQueries.detail(ctx.params.serviceTypeId)),
  component: EditServiceTypePage,
});
