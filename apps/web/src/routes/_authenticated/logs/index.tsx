import { createFileRoute } from '@tanstack/react-router';

import { LogsPage, logsQueries } from '~/features/logs';
import { logsSearchSchema } from '~/features/logs/logs.search';
import { requireAccess } from '~/lib/access/guards';
import { rowsSearchOf } from '~/lib/lists/list-search';
import { prefetchQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/_authenticated/logs/')({
  validateSearch: logsSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireAccess('logs'),
  loader: (ctx) => prefetchQueries(ctx, logsQueries.list(ctx.deps)),
  component: LogsPage,
});
