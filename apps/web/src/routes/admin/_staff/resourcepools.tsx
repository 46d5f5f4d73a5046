import { createFileRoute } from '@tanstack/react-router';
import {
  ResourcePoolsPage,
  adminInfrastructureQueries,
  poolsSearchSchema,
} from '~/features/admin-infrastructure';
import { prefetchQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';

export const Route = createFileRoute('/admin/_staff/resourcepools')({
  validateSearch: poolsSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('resourcePools'),
  loader: (ctx) => prefetchQueries(ctx, adminInfrastructureQueries.pools(ctx.deps)),
  component: ResourcePoolsPage,
});
