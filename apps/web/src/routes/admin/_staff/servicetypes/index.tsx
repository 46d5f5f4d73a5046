import { createFileRoute } from '@tanstack/react-router';

import { adminServiceTypesQueries, ServiceTypesPage } from '~/features/admin-service-types';
import { serviceTypesSearchSchema } from '~/features/admin-service-types/admin-service-types.search';
import { requireStaffAccess } from '~/lib/access/guards';
import { rowsSearchOf } from '~/lib/lists/list-search';
import { prefetchQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/admin/_staff/servicetypes/')({
  validateSearch: serviceTypesSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('serviceTypes'),
  loader: (ctx) => prefetchQueries(ctx, adminServiceTypesQueries.list(ctx.deps)),
  component: ServiceTypesPage,
});
