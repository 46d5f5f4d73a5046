import { createFileRoute } from '@tanstack/react-router';

import { adminServicesQueries, SmsNumbersListPage } from '~/features/admin-services';
import { servicesSearchSchema } from '~/features/admin-services/admin-services.search';
import { requireStaffAccess } from '~/lib/access/guards';
import { rowsSearchOf } from '~/lib/lists/list-search';
import { prefetchQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/admin/_staff/services/smsnumbers')({
  validateSearch: servicesSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('services'),
  loader: (ctx) => prefetchQueries(ctx, adminServicesQueries.services('smsnumbers')(ctx.deps)),
  component: SmsNumbersListPage,
});
