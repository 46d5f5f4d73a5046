import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';

import { Button, buttonClassName, ConfirmDialog, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { crumbTrail } from '~/components/navigation';
import { useAccess } from '~/lib/access/use-access';

import { ticketsMessages } from '../tickets.messages';
import { useCloseTicket } from '../tickets.mutations';
import { ticketsQueries } from '../tickets.queries';
import { Conversation } from './conversation';
import { TicketSummary } from './ticket-summary';

const route = getRouteApi('/_authenticated/tickets/$ticketId/');

export function TicketPage() {
  const t = useMessages(ticketsMessages);
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
        description={t('ticketNumber', { id: ticketId })}
        {...crumbTrail({ label: t('title'), href: '/tickets' }, { label: `#${ticketId}` })}
        actions={
          open && (
            <>
              {can('tickets.reply') && (
                <Link to="/tickets/$ticketId/reply" params={{ ticketId }} className={buttonClassName()}>
                  {t('reply')}
                </Link>
              )}
              {can('tickets.close') && (
                <Button variant="secondary" onClick={() => setConfirming(true)}>
                  {t('closeTicket')}
                </Button>
              )}
            </>
          )
        }
      />
      <TicketSummary ticket={ticket} />
      <h2 className="mb-3 text-lg font-semibold">{t('conversation')}</h2>
      <Conversation ticketId={ticketId} messages={ticket.messages} />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => close.mutate(undefined, { onSettled: () => setConfirming(false) })}
        title={t('closeTitle')}
        message={t('closeText')}
        confirmLabel={t('closeTicket')}
        busy={close.isPending}
      />
    </>
  );
}
