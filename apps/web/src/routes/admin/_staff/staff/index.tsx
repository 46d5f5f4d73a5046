import { createFileRoute } from '@tanstack/react-router';

import { adminStaffQueries, StaffListPage, staffSearchSchema } from '~/features/admin-staff';
import { requireStaffAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';
import { prefetchQueries } from '~/lib/route-loading';

export const Route = createFileRoute('/admin/_staff/staff/')({
  validateSearch: staffSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('staff'),
  loader: (ctx) => prefetchQueries(ctx, adminStaffQueries.list(ctx.deps)),
  component: StaffListPage,
});
