import { createFileRoute } from '@tanstack/react-router';

import { LogPage, logsQueries } from '~/features/logs';
import { requireAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';
import { idParam } from '~/lib/routing/route-params';

export const Route = createFileRoute('/_authenticated/logs/$logId')({
  params: idParam('logId'),
  beforeLoad: requireAccess('logs'),
  loader: (ctx) => loadQueries(ctx, logsQueries.detail(ctx.params.logId)),
  component: LogPage,
});
