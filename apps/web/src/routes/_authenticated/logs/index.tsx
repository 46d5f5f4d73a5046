import { createFileRoute } from '@tanstack/react-router';
import { LogsPage, logsQueries, logsSearchSchema } from '~/features/logs';
import { requireAccess } from '~/lib/guards';
import { prefetchQueries } from '~/lib/route-loading';
import { rowsSearchOf } from '~/lib/list-search';

export const Route = createFileRoute('/_authenticated/logs/')({
  validateSearch: logsSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireAccess('logs'),
  loader: (ctx) => prefetchQueries(ctx, logsQueries.list(ctx.deps)),
  component: LogsPage,
});
