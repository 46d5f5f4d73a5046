import { Fragment } from 'react';

import { Badge, formatDate, formatTime } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { ticketsMessages } from '../tickets.messages';
import { isPendingMessage } from '../tickets.mutations';
import type { TicketMessage } from '../tickets.schemas';
import { AttachmentList } from './attachment-list';

/**
 * The messages of a ticket, oldest first as the server sends them, under a heading per day (docs/product-rules.md#formats-and-masks:
 * "day, full month name, year") with each message's time of day.
 */
export function Conversation({
  ticketId,
  messages,
}: {
  ticketId: number;
  messages: readonly TicketMessage[];
}) {
  const t = useMessages(ticketsMessages);
  return (
    // New replies (someone else's arrive as they are sent, docs/decisions/0048-live-data-in-the-app.md) are read out.
    <ol aria-label={t('conversation')} aria-live="polite" className="flex flex-col gap-4">
      {messages.map((message, index) => {
        const day = formatDate(message.created_at);
        const newDay = index === 0 || formatDate(messages[index - 1]?.created_at) !== day;
        const pending = isPendingMessage(message);
        return (
          <Fragment key={message.id}>
            {newDay && (
              <li aria-hidden="true" className="flex items-center gap-3 text-xs font-medium text-fg-muted">
                <span className="h-px flex-1 bg-border" />
                {day}
                <span className="h-px flex-1 bg-border" />
              </li>
            )}
            <li
              aria-busy={pending || undefined}
              // Support's answers carry an accent edge; the surface stays the same so muted text keeps its contrast.
              className={`rounded-lg border border-border bg-surface p-4 ${
                message.author.is_staff ? 'border-s-4 border-s-primary' : ''
              } ${pending ? 'border-dashed' : ''}`}
            >
              <article aria-label={t('messageFrom', { name: message.author.name })}>
                <header className="mb-2 flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
                  <span className="font-semibold">{message.author.name}</span>
                  {message.author.is_staff && <Badge tone="info">{t('support')}</Badge>}
                  <time
                    dateTime={message.created_at}
                    title={formatDate(message.created_at, { time: 'seconds' })}
                    className="text-fg-muted"
                  >
                    <span className="sr-only">{day} </span>
                    {formatTime(message.created_at)}
                  </time>
                  {pending && (
                    <span role="status" className="text-fg-muted">
                      {t('sending')}
                    </span>
                  )}
                </header>
                <p className="text-sm break-words whitespace-pre-line">{message.body}</p>
                <AttachmentList
                  ticketId={ticketId}
                  attachments={message.attachments}
                  downloadable={!pending}
                />
              </article>
            </li>
          </Fragment>
        );
      })}
    </ol>
  );
}
