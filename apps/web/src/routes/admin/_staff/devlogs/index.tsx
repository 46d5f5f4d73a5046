import { createFileRoute } from '@tanstack/react-router';

import { adminDevlogsQueries, DevLogsPage } from '~/features/admin-devlogs';
import { devLogsSearchSchema } from '~/features/admin-devlogs/admin-devlogs.search';
import { requireStaffAccess } from '~/lib/access/guards';
import { rowsSearchOf } from '~/lib/lists/list-search';
import { prefetchQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/admin/_staff/devlogs/')({
  validateSearch: devLogsSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('devlogs'),
  loader: (ctx) => prefetchQueries(ctx, adminDevlogsQueries.list(ctx.deps), adminDevlogsQueries.sources()),
  component: DevLogsPage,
});
