import { createFileRoute } from '@tanstack/react-router';
import { TicketsPage, ticketQueries, ticketsSearchSchema } from '~/features/tickets';
import { requireAccess } from '~/lib/guards';

export const Route = createFileRoute('/_authenticated/tickets/')({
  validateSearch: ticketsSearchSchema,
  loaderDeps: ({ search }) => search,
  beforeLoad: requireAccess('tickets'),
  loader: ({ context: { queryClient }, deps }) => void queryClient.prefetchQuery(ticketQueries.list(deps)),
  component: TicketsPage,
});
