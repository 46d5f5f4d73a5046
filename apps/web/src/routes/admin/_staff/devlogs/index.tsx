import { createFileRoute } from '@tanstack/react-router';

import { adminDevlogsQueries, DevLogsPage, devLogsSearchSchema } from '~/features/admin-devlogs';
import { requireStaffAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';
import { prefetchQueries } from '~/lib/route-loading';

export const Route = createFileRoute('/admin/_staff/devlogs/')({
  validateSearch: devLogsSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('devlogs'),
  loader: (ctx) => prefetchQueries(ctx, adminDevlogsQueries.list(ctx.deps), adminDevlogsQueries.sources()),
  component: DevLogsPage,
});
