import { Button, ConfirmDialog, ErrorState, buttonClassName, PageHeader, SkeletonText } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { crumbTrail } from '~/features/shell';
import { useAccess } from '~/lib/use-access';
import { useCloseTicket } from '../tickets.mutations';
import { ticketQueries } from '../tickets.queries';
import { Conversation, ConversationSkeleton } from './conversation';
import { TicketSummary } from './ticket-summary';

const route = getRouteApi('/_authenticated/tickets/$ticketId/');

export function TicketPage() {
  const { ticketId } = route.useParams();
  const { can, holds } = useAccess();
  const ticket = useQuery(ticketQueries.detail(ticketId));
  const close = useCloseTicket(ticketId);
  const [confirming, setConfirming] = useState(false);
  const open = ticket.data !== undefined && ticket.data.status !== 'closed';
  // The server's rule for closing (closeTicket): tickets:close, or roles:* as on the other ticket routes.
  const mayClose = holds('tickets:close', 'roles:*');

  return (
    <>
      <PageHeader
        title={ticket.data ? ticket.data.subject : 'Ticket'}
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
              {mayClose && (
                <Button variant="secondary" onClick={() => setConfirming(true)}>
                  Close ticket
                </Button>
              )}
            </>
          )
        }
      />
      {ticket.isError && !ticket.data ? (
        <ErrorState message={ticket.error.message} onRetry={() => void ticket.refetch()} />
      ) : !ticket.data ? (
        <>
          <SkeletonText lines={3} className="mb-6" />
          <ConversationSkeleton />
        </>
      ) : (
        <>
          <TicketSummary ticket={ticket.data} />
          <h2 className="mb-3 text-lg font-semibold">Conversation</h2>
          <Conversation ticketId={ticketId} messages={ticket.data.messages} />
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => close.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        title="Close this ticket?"
        message="Support stops working on it and nobody can reply any more. To follow up later, open a new ticket."
        confirmLabel="Close ticket"
        busy={close.isPending}
      />
    </>
  );
}
