import { createFileRoute } from '@tanstack/react-router';

import { ReplyPage, ticketsQueries } from '~/features/tickets';
import { requireAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';
import { idParam } from '~/lib/routing/route-params';

export const Route = createFileRoute('/_authenticated/tickets/$ticketId/reply')({
  params: idParam('ticketId'),
  beforeLoad: requireAccess('tickets.reply'),
  loader: (ctx) => loadQueries(ctx, ticketsQueries.detail(ctx.params.ticketId)),
  component: ReplyPage,
});
