import { createFileRoute } from '@tanstack/react-router';
import {
  ServiceTypesPage,
  adminServiceTypesQueries,
  serviceTypesSearchSchema,
} from '~/features/admin-service-types';
import { prefetchQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';

export const Route = createFileRoute('/admin/_staff/servicetypes/')({
  validateSearch: serviceTypesSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('serviceTypes'),
  loader: (ctx) => prefetchQueries(ctx, adminServiceTypesQueries.list(ctx.deps)),
  component: ServiceTypesPage,
});
