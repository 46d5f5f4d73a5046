import { createFileRoute } from '@tanstack/react-router';

import { adminServicesQueries, ResourcePoolsListPage, servicesSearchSchema } from '~/features/admin-services';
import { requireStaffAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';
import { prefetchQueries } from '~/lib/route-loading';

export const Route = createFileRoute('/admin/_staff/services/resourcepools')({
  validateSearch: servicesSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('services'),
  loader: (ctx) => prefetchQueries(ctx, adminServicesQueries.services('resourcepools')(ctx.deps)),
  component: ResourcePoolsListPage,
});
