import { createFileRoute } from '@tanstack/react-router';

import {
  adminServiceTypesQueries,
  ServiceTypesPage,
  serviceTypesSearchSchema,
} from '~/features/admin-service-types';
import { requireStaffAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';
import { prefetchQueries } from '~/lib/route-loading';

export const Route = createFileRoute('/admin/_staff/servicetypes/')({
  validateSearch: serviceTypesSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('serviceTypes'),
  loader: (ctx) => prefetchQueries(ctx, adminServiceTypesQueries.list(ctx.deps)),
  component: ServiceTypesPage,
});
