import { createFileRoute } from '@tanstack/react-router';
import {
  LocationsPage,
  adminInfrastructureQueries,
  locationsSearchSchema,
} from '~/features/admin-infrastructure';
import { prefetchQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';

export const Route = createFileRoute('/admin/_staff/locations/')({
  validateSearch: locationsSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('locations'),
  loader: (ctx) => prefetchQueries(ctx, adminInfrastructureQueries.locations(ctx.deps)),
  component: LocationsPage,
});
