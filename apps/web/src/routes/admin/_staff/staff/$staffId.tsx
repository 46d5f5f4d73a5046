import { createFileRoute } from '@tanstack/react-router';

import { adminStaffQueries, StaffMemberPage } from '~/features/admin-staff';
import { requireStaffAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';
import { idParam } from '~/lib/routing/route-params';

export const Route = createFileRoute('/admin/_staff/staff/$staffId')({
  params: idParam('staffId'),
  beforeLoad: requireStaffAccess('staff'),
  loader: (ctx) => loadQueries(ctx, adminStaffQueries.detail(ctx.params.staffId), adminStaffQueries.roles()),
  component: StaffMemberPage,
});
