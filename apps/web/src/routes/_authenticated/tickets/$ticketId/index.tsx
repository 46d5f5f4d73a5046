import { createFileRoute } from '@tanstack/react-router';
import { TicketPage, ticketQueries } from '~/features/tickets';
import { requireAccess } from '~/lib/guards';
import { idParam } from '~/lib/route-params';

export const Route = createFileRoute('/_authenticated/tickets/$ticketId/')({
  params: idParam('ticketId'),
  beforeLoad: requireAccess('tickets'),
  loader: ({ context: { queryClient }, params }) =>
    void queryClient.prefetchQuery(ticketQueries.detail(params.ticketId)),
  component: TicketPage,
});
