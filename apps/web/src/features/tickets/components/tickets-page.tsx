import { Button, type Column, EmptyState, formatDate, formatRelative, PageHeader } from '@console/ui';

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

import { useTicketBulkActions } from '../tickets.mutations';
import { ticketsQueries } from '../tickets.queries';
import type { Ticket } from '../tickets.schemas';
import { TICKET_PRIORITIES, TICKET_STATUSES, ticketsSearchSchema } from '../tickets.search';
import { PriorityBadge, priorityLabel, statusLabel, TicketStatusBadge } from './ticket-badges';

const filters = [
  {
    key: 'status',
    label: 'Status',
    anyLabel: 'All statuses',
    className: 'w-48',
    options: TICKET_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
  },
  {
    key: 'priority',
    label: 'Priority',
    anyLabel: 'Every priority',
    className: 'w-40',
    options: TICKET_PRIORITIES.map((p) => ({ value: p, label: priorityLabel(p) })),
  },
] as const;

export function TicketsPage() {
  const { can } = useAccess();
  // Every filter change is a history entry, so Back returns to the previous one; a new filter starts at page 1.
  const list = useListController({
    filters,
    bulkActions: useTicketBulkActions(),
    rowLabel: (t) => `#${t.id} ${t.subject}`,
    query: ticketsQueries.list,
    from: '/_authenticated/tickets/',
    viewsKey: 'tickets',
    schema: ticketsSearchSchema,
    noun: { one: 'ticket', other: 'tickets' },
    searchHint: 'Search for part of the subject, or a ticket’s #number.',
    empty: (
      <EmptyState
        title="No tickets yet"
        description="When you ask support for help, the conversation shows here."
      />
    ),
  });
  const { search } = list;

  const columns: Column<Ticket>[] = [
    {
      id: 'subject',
      header: 'Subject',
      sortable: true,
      exportValue: (t) => t.subject,
      // The number is a field of its own in the file, where the table shows it before the subject.
      exportBefore: [{ id: 'number', header: 'Number', value: (t) => t.id }],
      className: 'max-w-80',
      cell: (t) => (
        <RowLink to="/tickets/$ticketId" params={{ ticketId: t.id }}>
          <span className="text-fg-muted">#{t.id}</span> {t.subject}
        </RowLink>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (t) => <TicketStatusBadge status={t.status} />,
      exportValue: (t) => statusLabel(t.status),
    },
    {
      id: 'priority',
      header: 'Priority',
      sortable: true,
      cell: (t) => <PriorityBadge priority={t.priority} />,
      exportValue: (t) => priorityLabel(t.priority),
    },
    {
      id: 'requester',
      header: 'Requester',
      cell: (t) => t.created_by_name,
      exportValue: (t) => t.created_by_name,
    },
    dateColumn('created_at', 'Opened', (t) => t.created_at),
    {
      id: 'updated_at',
      header: 'Updated',
      sortable: true,
      exportValue: (t) => t.updated_at,
      cell: (t) => (
        <time dateTime={t.updated_at} title={formatDate(t.updated_at, { time: 'minutes' })}>
          {formatRelative(t.updated_at)}
        </time>
      ),
    },
  ];

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader
        title="Tickets"
        description="Questions and problems your organisation has raised with support."
        actions={can('tickets.add') && <ButtonLink to="/tickets/add">New ticket</ButtonLink>}
      />
      <ListToolbar label="Search tickets" placeholder="Search by subject or #number" />
      <ListTable
        caption="Support tickets"
        empty={
          search.status && !search.search && !search.priority ? (
            <EmptyState
              title={`No ${statusLabel(search.status).toLowerCase()} tickets`}
              action={
                <Button variant="secondary" onClick={() => void list.setSearch({ status: undefined })}>
                  Show all tickets
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
