import { createFileRoute } from '@tanstack/react-router';
import { AdminLogsPage, adminLogsQueries, adminLogsSearchSchema } from '~/features/admin-logs';
import { prefetchQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';

export const Route = createFileRoute('/admin/_staff/logs/')({
  validateSearch: adminLogsSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('logs'),
  loader: (ctx) => prefetchQueries(ctx, adminLogsQueries.list(ctx.deps)),
  component: AdminLogsPage,
});
