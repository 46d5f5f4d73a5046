import { createFileRoute } from '@tanstack/react-router';

import { TicketsPage, ticketsQueries } from '~/features/tickets';
import { ticketsSearchSchema } from '~/features/tickets/tickets.search';
import { requireAccess } from '~/lib/access/guards';
import { rowsSearchOf } from '~/lib/lists/list-search';
import { prefetchQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/_authenticated/tickets/')({
  validateSearch: ticketsSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireAccess('tickets'),
  loader: (ctx) => prefetchQueries(ctx, ticketsQueries.list(ctx.deps)),
  component: TicketsPage,
});
