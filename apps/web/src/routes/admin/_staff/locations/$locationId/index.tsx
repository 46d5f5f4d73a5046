import { createFileRoute } from '@tanstack/react-router';

import { adminInfrastructureQueries, LocationDetailPage } from '~/features/admin-infrastructure';
import { requireStaffAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';
import { idParam } from '~/lib/routing/route-params';

export const Route = createFileRoute('/admin/_staff/locations/$locationId/')({
  params: idParam('locationId'),
  beforeLoad: requireStaffAccess('locations'),
  loader: (ctx) => loadQueries(ctx, adminInfrastructureQueries.location(ctx.params.locationId)),
  component: LocationDetailPage,
});
