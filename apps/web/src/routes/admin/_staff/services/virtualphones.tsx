import { createFileRoute } from '@tanstack/react-router';

import { adminServicesQueries, servicesSearchSchema, VirtualPhonesListPage } from '~/features/admin-services';
import { requireStaffAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';
import { prefetchQueries } from '~/lib/route-loading';

export const Route = createFileRoute('/admin/_staff/services/virtualphones')({
  validateSearch: servicesSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('services'),
  loader: (ctx) => prefetchQueries(ctx, adminServicesQueries.services('virtualphones')(ctx.deps)),
  component: VirtualPhonesListPage,
});
