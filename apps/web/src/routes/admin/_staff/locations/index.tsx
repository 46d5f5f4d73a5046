import { createFileRoute } from '@tanstack/react-router';

import {
  adminInfrastructureQueries,
  LocationsPage,
  locationsSearchSchema,
} from '~/features/admin-infrastructure';
import { requireStaffAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';
import { prefetchQueries } from '~/lib/route-loading';

export const Route = createFileRoute('/admin/_staff/locations/')({
  validateSearch: locationsSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('locations'),
  loader: (ctx) => prefetchQueries(ctx, adminInfrastructureQueries.locations(ctx.deps)),
  component: LocationsPage,
});
