import { createFileRoute } from '@tanstack/react-router';

import { AdminLogsPage, adminLogsQueries } from '~/features/admin-logs';
import { adminLogsSearchSchema } from '~/features/admin-logs/admin-logs.search';
import { requireStaffAccess } from '~/lib/access/guards';
import { rowsSearchOf } from '~/lib/lists/list-search';
import { prefetchQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/admin/_staff/logs/')({
  validateSearch: adminLogsSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('logs'),
  loader: (ctx) => prefetchQueries(ctx, adminLogsQueries.list(ctx.deps)),
  component: AdminLogsPage,
});
