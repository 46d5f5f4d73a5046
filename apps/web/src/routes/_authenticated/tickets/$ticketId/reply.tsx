import { createFileRoute } from '@tanstack/react-router';
import { ReplyPage, ticketQueries } from '~/features/tickets';
import { requireAccess } from '~/lib/guards';
import { idParam } from '~/lib/route-params';

export const Route = createFileRoute('/_authenticated/tickets/$ticketId/reply')({
  params: idParam('ticketId'),
  beforeLoad: requireAccess('tickets.reply'),
  loader: ({ context: { queryClient }, params }) =>
    void queryClient.prefetchQuery(ticketQueries.detail(params.ticketId)),
  component: ReplyPage,
});
