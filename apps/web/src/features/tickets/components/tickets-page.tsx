import {
  Button,
  DataTable,
  EmptyState,
  FormField,
  buttonClassName,
  PageHeader,
  Select,
  formatDate,
  formatRelative,
  type Column,
} from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { ListSearchBox, pagedTableProps } from '~/features/shell';
import { sortParamOf, sortStateOf } from '~/lib/list-search';
import { useAccess } from '~/lib/use-access';
import { ticketQueries } from '../tickets.queries';
import { TICKET_STATUSES, type Ticket, type TicketStatus, type TicketsSearch } from '../tickets.schemas';
import { PriorityBadge, TicketStatusBadge, statusLabel } from './ticket-badges';

const route = getRouteApi('/_authenticated/tickets/');

const statusOptions = [
  { value: 'any' as const, label: 'All statuses' },
  ...TICKET_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
];

export function TicketsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { can } = useAccess();
  const tickets = useQuery(ticketQueries.list(search));
  // Every filter change is a history entry, so Back returns to the previous one; a new filter starts at page 1.
  const setSearch = (patch: Partial<TicketsSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, page: undefined, ...patch }) });
  const filtered = Boolean(search.search || search.status);

  const columns: Column<Ticket>[] = [
    {
      id: 'subject',
      header: 'Subject',
      sortable: true,
      className: 'max-w-80',
      cell: (t) => (
        <Link
          to="/tickets/$ticketId"
          params={{ ticketId: t.id }}
          className="font-medium text-primary hover:underline"
        >
          <span className="text-fg-muted">#{t.id}</span> {t.subject}
        </Link>
      ),
    },
    { id: 'status', header: 'Status', cell: (t) => <TicketStatusBadge status={t.status} /> },
    {
      id: 'priority',
      header: 'Priority',
      sortable: true,
      cell: (t) => <PriorityBadge priority={t.priority} />,
    },
    { id: 'requester', header: 'Requester', cell: (t) => t.created_by_name },
    {
      id: 'created_at',
      header: 'Opened',
      sortable: true,
      cell: (t) => <time dateTime={t.created_at}>{formatDate(t.created_at)}</time>,
    },
    {
      id: 'updated_at',
      header: 'Updated',
      sortable: true,
      cell: (t) => (
        <time dateTime={t.updated_at} title={formatDate(t.updated_at, { time: 'minutes' })}>
          {formatRelative(t.updated_at)}
        </time>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Tickets"
        description="Questions and problems your organisation has raised with support."
        actions={
          can('tickets.add') && (
            <Link to="/tickets/add" className={buttonClassName()}>
              New ticket
            </Link>
          )
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <ListSearchBox
          label="Search tickets"
          placeholder="Search by subject or #number"
          value={search.search}
          onCommit={(text) => setSearch({ search: text })}
        />
        <FormField label="Status" className="w-48">
          <Select
            options={statusOptions}
            value={search.status ?? 'any'}
            onChange={(value: TicketStatus | 'any') =>
              setSearch({ status: value === 'any' ? undefined : value })
            }
          />
        </FormField>
      </div>
      <DataTable
        caption="Support tickets"
        columns={columns}
        getRowId={(t) => String(t.id)}
        sort={sortStateOf(search.sort)}
        onSortChange={(sort) => setSearch({ sort: sortParamOf(sort) })}
        {...pagedTableProps(tickets, (page) => setSearch({ page }), 'Ticket pages')}
        // The previous page stays, dimmed and marked busy, while the next one loads.
        loading={tickets.isPending || tickets.isPlaceholderData}
        empty={
          filtered ? (
            <EmptyState
              title="No tickets match these filters"
              action={
                <Button
                  variant="secondary"
                  onClick={() => setSearch({ search: undefined, status: undefined })}
                >
                  Show all tickets
                </Button>
              }
            />
          ) : (
            <EmptyState
              title="No tickets yet"
              description="When you ask support for help, the conversation shows here."
            />
          )
        }
      />
    </>
  );
}
