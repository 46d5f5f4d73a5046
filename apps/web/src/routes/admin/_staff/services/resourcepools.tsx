import { createFileRoute } from '@tanstack/react-router';

import { adminServicesQueries, ResourcePoolsListPage } from '~/features/admin-services';
import { servicesSearchSchema } from '~/features/admin-services/admin-services.search';
import { requireStaffAccess } from '~/lib/access/guards';
import { rowsSearchOf } from '~/lib/lists/list-search';
import { prefetchQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/admin/_staff/services/resourcepools')({
  validateSearch: servicesSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('services'),
  loader: (ctx) => prefetchQueries(ctx, adminServicesQueries.services('resourcepools')(ctx.deps)),
  component: ResourcePoolsListPage,
});
