import { createFileRoute } from '@tanstack/react-router';

import { adminInfrastructureQueries, EditLocationPage } from '~/features/admin-infrastructure';
import { requireStaffAccess } from '~/lib/guards';
import { loadQueries } from '~/lib/route-loading';
import { idParam } from '~/lib/route-params';

export const Route = createFileRoute('/admin/_staff/locations/$locationId/edit')({
  params: idParam('locationId'),
  beforeLoad: requireStaffAccess('locations.edit'),
  loader: (ctx) => loadQueries(ctx, adminInfrastructureQueries.location(ctx.params.locationId)),
  component: EditLocationPage,
});
