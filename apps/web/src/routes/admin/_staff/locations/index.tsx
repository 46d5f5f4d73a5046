import { createFileRoute } from '@tanstack/react-router';

import { adminInfrastructureQueries, LocationsPage } from '~/features/admin-infrastructure';
import { locationsSearchSchema } from '~/features/admin-infrastructure/admin-infrastructure.search';
import { requireStaffAccess } from '~/lib/access/guards';
import { rowsSearchOf } from '~/lib/lists/list-search';
import { prefetchQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/admin/_staff/locations/')({
  validateSearch: locationsSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('locations'),
  loader: (ctx) => prefetchQueries(ctx, adminInfrastructureQueries.locations(ctx.deps)),
  component: LocationsPage,
});
