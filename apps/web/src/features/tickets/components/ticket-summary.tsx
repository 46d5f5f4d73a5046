import { Card, formatDate } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { ticketsMessages } from '../tickets.messages';
import type { Ticket } from '../tickets.schemas';
import { PriorityBadge, TicketStatusBadge } from './ticket-badges';

/** Status, priority, requester and dates of a ticket. */
export function TicketSummary({ ticket }: { ticket: Ticket }) {
  const t = useMessages(ticketsMessages);
  const rows = [
    { term: t('status'), value: <TicketStatusBadge status={ticket.status} /> },
    { term: t('priority'), value: <PriorityBadge priority={ticket.priority} /> },
    { term: t('requester'), value: ticket.created_by_name },
    { term: t('opened'), value: <When at={ticket.created_at} /> },
    { term: t('lastActivity'), value: <When at={ticket.updated_at} /> },
    ...(ticket.closed_at ? [{ term: t('statusClosed'), value: <When at={ticket.closed_at} /> }] : []),
  ];
  return (
    <Card className="mb-6">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row.term}>
            <dt className="text-fg-muted">{row.term}</dt>
            <dd className="mt-0.5 font-medium">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatDate(at, { time: 'minutes' })}</time>;
}
