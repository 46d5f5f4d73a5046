import { createFileRoute } from '@tanstack/react-router';
import { LogPage, logQueries } from '~/features/logs';
import { requireAccess } from '~/lib/guards';

export const Route = createFileRoute('/_authenticated/logs/$logId')({
  beforeLoad: requireAccess('logs'),
  loader: ({ context: { queryClient }, params }) =>
    void queryClient.prefetchQuery(logQueries.detail(Number(params.logId))),
  component: LogPage,
});
