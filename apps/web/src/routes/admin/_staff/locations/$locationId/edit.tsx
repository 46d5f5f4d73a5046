import { createFileRoute } from '@tanstack/react-router';
import { EditLocationPage, adminInfrastructureQueries } from '~/features/admin-infrastructure';
import { idParam } from '~/lib/route-params';
import { loadQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/guards';

export const Route = createFileRoute('/admin/_staff/locations/$locationId/edit')({
  params: idParam('locationId'),
  beforeLoad: requireStaffAccess('locations.edit'),
  loader: (ctx) => loadQueries(ctx, adminInfrastructureQueries.location(ctx.params.locationId)),
  component: EditLocationPage,
});
