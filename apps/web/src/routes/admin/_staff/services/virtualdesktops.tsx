import { createFileRoute } from '@tanstack/react-router';

import {
  adminServicesQueries,
  servicesSearchSchema,
  VirtualDesktopsListPage,
} from '~/features/admin-services';
import { requireStaffAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';
import { prefetchQueries } from '~/lib/route-loading';

export const Route = createFileRoute('/admin/_staff/services/virtualdesktops')({
  validateSearch: servicesSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('services'),
  loader: (ctx) => prefetchQueries(ctx, adminServicesQueries.services('virtualdesktops')(ctx.deps)),
  component: VirtualDesktopsListPage,
});
