import { createFileRoute } from '@tanstack/react-router';

import { adminDevlogsQueries, DevLogPage } from '~/features/admin-devlogs';
import { requireStaffAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';
import { idParam } from '~/lib/routing/route-params';

export const Route = createFileRoute('/admin/_staff/devlogs/$logId')({
  params: idParam('logId'),
  beforeLoad: requireStaffAccess('devlogs'),
  loader: (ctx) => loadQueries(ctx, adminDevlogsQueries.detail(ctx.params.logId)),
  component: DevLogPage,
});
