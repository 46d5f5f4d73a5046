import { createFileRoute } from '@tanstack/react-router';
import { LogPage, logQueries } from '~/features/logs';
import { requireAccess } from '~/lib/guards';
import { idParam } from '~/lib/route-params';

export const Route = createFileRoute('/_authenticated/logs/$logId')({
  params: idParam('logId'),
  beforeLoad: requireAccess('logs'),
  loader: ({ context: { queryClient }, params }) =>
    void queryClient.prefetchQuery(logQueries.detail(params.logId)),
  component: LogPage,
});
