import { createFileRoute } from '@tanstack/react-router';

import { adminServicesQueries, servicesSearchSchema, SmsNumbersListPage } from '~/features/admin-services';
import { requireStaffAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';
import { prefetchQueries } from '~/lib/route-loading';

export const Route = createFileRoute('/admin/_staff/services/smsnumbers')({
  validateSearch: servicesSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('services'),
  loader: (ctx) => prefetchQueries(ctx, adminServicesQueries.services('smsnumbers')(ctx.deps)),
  component: SmsNumbersListPage,
});
