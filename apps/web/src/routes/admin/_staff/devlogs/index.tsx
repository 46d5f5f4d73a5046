import { createFileRoute } from '@tanstack/react-router';
import { DevLogsPage, adminDevlogsQueries, devLogsSearchSchema } from '~/features/admin-devlogs';
import { prefetchQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';

export const Route = createFileRoute('/admin/_staff/devlogs/')({
  validateSearch: devLogsSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('devlogs'),
  loader: (ctx) => prefetchQueries(ctx, adminDevlogsQueries.list(ctx.deps), adminDevlogsQueries.sources()),
  component: DevLogsPage,
});
