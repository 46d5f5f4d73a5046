import { createFileRoute } from '@tanstack/react-router';

import { adminStaffQueries, StaffListPage } from '~/features/admin-staff';
import { staffSearchSchema } from '~/features/admin-staff/admin-staff.search';
import { requireStaffAccess } from '~/lib/access/guards';
import { rowsSearchOf } from '~/lib/lists/list-search';
import { prefetchQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/admin/_staff/staff/')({
  validateSearch: staffSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('staff'),
  loader: (ctx) => prefetchQueries(ctx, adminStaffQueries.list(ctx.deps)),
  component: StaffListPage,
});
