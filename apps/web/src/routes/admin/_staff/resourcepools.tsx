import { createFileRoute } from '@tanstack/react-router';

import { adminInfrastructureQueries, ResourcePoolsPage } from '~/features/admin-infrastructure';
import { poolsSearchSchema } from '~/features/admin-infrastructure/admin-infrastructure.search';
import { requireStaffAccess } from '~/lib/access/guards';
import { rowsSearchOf } from '~/lib/lists/list-search';
import { prefetchQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/admin/_staff/resourcepools')({
  validateSearch: poolsSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('resourcePools'),
  loader: (ctx) => prefetchQueries(ctx, adminInfrastructureQueries.pools(ctx.deps)),
  component: ResourcePoolsPage,
});
