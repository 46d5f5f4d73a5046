import { createFileRoute } from '@tanstack/react-router';

import { NewTicketPage } from '~/features/tickets';
import { requireAccess } from '~/lib/access/guards';

export const Route = createFileRoute('/_authenticated/tickets/add')({
  beforeLoad: requireAccess('tickets.add'),
  component: NewTicketPage,
});
