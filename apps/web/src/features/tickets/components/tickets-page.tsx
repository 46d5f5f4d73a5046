import { Button, type Column, EmptyState, formatDate, formatRelative, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import {
  ButtonLink,
  dateColumn,
  ListEmpty,
  ListProvider,
  ListTable,
  ListToolbar,
  RowLink,
  useListController,
} from '~/components/list';
import { useAccess } from '~/lib/access/use-access';

import { ticketsMessages } from '../tickets.messages';
import { useTicketBulkActions } from '../tickets.mutations';
import { ticketsQueries } from '../tickets.queries';
import type { Ticket } from '../tickets.schemas';
import { TICKET_PRIORITIES, TICKET_STATUSES, ticketsSearchSchema } from '../tickets.search';
import { PriorityBadge, priorityLabel, statusLabel, TicketStatusBadge } from './ticket-badges';

export function TicketsPage() {
  const t = useMessages(ticketsMessages);
  const filters = [
    {
      key: 'status',
      label: t('status'),
      anyLabel: t('everyStatus'),
      className: 'w-48',
      options: TICKET_STATUSES.map((s) => ({ value: s, label: statusLabel(t, s) })),
    },
    {
      key: 'priority',
      label: t('priority'),
      anyLabel: t('everyPriority'),
      // Room for the longest language's "every priority" (the pseudo-locale, e2e/pseudo-locale.spec.ts).
      className: 'w-44',
      options: TICKET_PRIORITIES.map((p) => ({ value: p, label: priorityLabel(t, p) })),
    },
  ] as const;
  const { can } = useAccess();
  // Every filter change is a history entry, so Back returns to the previous one; a new filter starts at page 1.
  const list = useListController({
    filters,
    bulkActions: useTicketBulkActions(),
    rowLabel: (ticket) => `#${ticket.id} ${ticket.subject}`,
    query: ticketsQueries.list,
    from: '/_authenticated/tickets/',
    viewsKey: 'tickets',
    schema: ticketsSearchSchema,
    noun: { one: t('nounOne'), other: t('nounOther') },
    searchHint: t('searchHint'),
    empty: <EmptyState title={t('empty')} description={t('emptyText')} />,
  });
  const { search } = list;

  const columns: Column<Ticket>[] = [
    {
      id: 'subject',
      header: t('subject'),
      sortable: true,
      exportValue: (ticket) => ticket.subject,
      // The number is a field of its own in the file, where the table shows it before the subject.
      exportBefore: [{ id: 'number', header: t('number'), value: (ticket) => ticket.id }],
      className: 'max-w-80',
      cell: (ticket) => (
        <RowLink to="/tickets/$ticketId" params={{ ticketId: ticket.id }}>
          <span className="text-fg-muted">#{ticket.id}</span> {ticket.subject}
        </RowLink>
      ),
    },
    {
      id: 'status',
      header: t('status'),
      cell: (ticket) => <TicketStatusBadge status={ticket.status} />,
      exportValue: (ticket) => statusLabel(t, ticket.status),
    },
    {
      id: 'priority',
      header: t('priority'),
      sortable: true,
      cell: (ticket) => <PriorityBadge priority={ticket.priority} />,
      exportValue: (ticket) => priorityLabel(t, ticket.priority),
    },
    {
      id: 'requester',
      header: t('requester'),
      cell: (ticket) => ticket.created_by_name,
      exportValue: (ticket) => ticket.created_by_name,
    },
    dateColumn('created_at', t('opened'), (ticket) => ticket.created_at),
    {
      id: 'updated_at',
      header: t('updated'),
      sortable: true,
      exportValue: (ticket) => ticket.updated_at,
      cell: (ticket) => (
        <time dateTime={ticket.updated_at} title={formatDate(ticket.updated_at, { time: 'minutes' })}>
          {formatRelative(ticket.updated_at)}
        </time>
      ),
    },
  ];

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={can('tickets.add') && <ButtonLink to="/tickets/add">{t('newTicket')}</ButtonLink>}
      />
      <ListToolbar label={t('searchLabel')} placeholder={t('searchPlaceholder')} />
      <ListTable
        caption={t('caption')}
        empty={
          search.status && !search.search && !search.priority ? (
            <EmptyState
              title={t('emptyStatus', { status: search.status })}
              action={
                <Button variant="secondary" onClick={() => void list.setSearch({ status: undefined })}>
                  {t('showAll')}
                </Button>
              }
            />
          ) : (
            <ListEmpty />
          )
        }
      />
    </ListProvider>
  );
}
