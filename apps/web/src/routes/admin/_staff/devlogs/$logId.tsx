import { createFileRoute } from '@tanstack/react-router';
import { DevLogPage, adminDevlogsQueries } from '~/features/admin-devlogs';
import { idParam } from '~/lib/route-params';
import { loadQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/guards';

export const Route = createFileRoute('/admin/_staff/devlogs/$logId')({
  params: idParam('logId'),
  beforeLoad: requireStaffAccess('devlogs'),
  loader: (ctx) => loadQueries(ctx, adminDevlogsQueries.detail(ctx.params.logId)),
  component: DevLogPage,
});
