import { createFileRoute } from '@tanstack/react-router';
import { LocationDetailPage, adminInfrastructureQueries } from '~/features/admin-infrastructure';
import { idParam } from '~/lib/route-params';
import { loadQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/guards';

export const Route = createFileRoute('/admin/_staff/locations/$locationId/')({
  params: idParam('locationId'),
  beforeLoad: requireStaffAccess('locations'),
  loader: (ctx) => loadQueries(ctx, adminInfrastructureQueries.location(ctx.params.locationId)),
  component: LocationDetailPage,
});
