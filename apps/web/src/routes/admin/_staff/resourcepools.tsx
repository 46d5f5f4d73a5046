import { createFileRoute } from '@tanstack/react-router';

import {
  adminInfrastructureQueries,
  poolsSearchSchema,
  ResourcePoolsPage,
} from '~/features/admin-infrastructure';
import { requireStaffAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';
import { prefetchQueries } from '~/lib/route-loading';

export const Route = createFileRoute('/admin/_staff/resourcepools')({
  validateSearch: poolsSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('resourcePools'),
  loader: (ctx) => prefetchQueries(ctx, adminInfrastructureQueries.pools(ctx.deps)),
  component: ResourcePoolsPage,
});
