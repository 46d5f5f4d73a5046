import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';

import { Button, buttonClassName, ConfirmDialog, PageHeader } from '@console/ui';

import { crumbTrail } from '~/components/navigation';
import { useAccess } from '~/lib/access/use-access';

import { useCloseTicket } from '../tickets.mutations';
import { ticketsQueries } from '../tickets.queries';
import { Conversation } from './conversation';
import { TicketSummary } from './ticket-summary';

const route = getRouteApi('/_authenticated/tickets/$ticketId/');

export function TicketPage() {
  const { ticketId } = route.useParams();
  const { can } = useAccess();
  const { data: ticket } = useSuspenseQuery(ticketsQueries.detail(ticketId));
  const close = useCloseTicket(ticketId);
  const [confirming, setConfirming] = useState(false);
  const open = ticket.status !== 'closed';

  return (
    <>
      <PageHeader
        title={ticket.subject}
        description={`Ticket #${ticketId}`}
        {...crumbTrail({ label: 'Tickets', href: '/tickets' }, { label: `#${ticketId}` })}
        actions={
          open && (
            <>
              {can('tickets.reply') && (
                <Link to="/tickets/$ticketId/reply" params={{ ticketId }} className={buttonClassName()}>
                  Reply
                </Link>
              )}
              {can('tickets.close') && (
                <Button variant="secondary" onClick={() => setConfirming(true)}>
                  Close ticket
                </Button>
              )}
            </>
          )
        }
      />
      <TicketSummary ticket={ticket} />
      <h2 className="mb-3 text-lg font-semibold">Conversation</h2>
      <Conversation ticketId={ticketId} messages={ticket.messages} />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => close.mutate(undefined, { onSettled: () => setConfirming(false) })}
        title="Close this ticket?"
        message="Support stops working on it and nobody can reply any more. To follow up later, open a new ticket."
        confirmLabel="Close ticket"
        busy={close.isPending}
      />
    </>
  );
}
