import { createFileRoute } from '@tanstack/react-router';

import { AdminLogPage, adminLogsQueries } from '~/features/admin-logs';
import { requireStaffAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';
import { idParam } from '~/lib/routing/route-params';

export const Route = createFileRoute('/admin/_staff/logs/$logId')({
  params: idParam('logId'),
  beforeLoad: requireStaffAccess('logs'),
  loader: (ctx) => loadQueries(ctx, adminLogsQueries.detail(ctx.params.logId)),
  component: AdminLogPage,
});
