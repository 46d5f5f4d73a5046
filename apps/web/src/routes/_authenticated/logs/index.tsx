import { createFileRoute } from '@tanstack/react-router';
import { LogsPage, logQueries, logsSearchSchema } from '~/features/logs';
import { requireAccess } from '~/lib/guards';

export const Route = createFileRoute('/_authenticated/logs/')({
  validateSearch: logsSearchSchema,
  loaderDeps: ({ search }) => search,
  beforeLoad: requireAccess('logs'),
  loader: ({ context: { queryClient }, deps }) => void queryClient.prefetchQuery(logQueries.list(deps)),
  component: LogsPage,
});
