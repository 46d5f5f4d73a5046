import {
  Alert,
  Button,
  DataTable,
  EmptyState,
  FormField,
  PageHeader,
  Select,
  TextInput,
  formatDate,
  formatRelative,
  type Column,
} from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ListSearchBox, pagedTableProps } from '~/features/shell';
import { sortParamOf, sortStateOf } from '~/lib/list-search';
import { useAccess } from '~/lib/use-access';
import { LOG_ACTIONS, actionLabel } from '../log-actions';
import { logQueries } from '../logs.queries';
import { FILTER_KEYS, type LogEntry, type LogsSearch } from '../logs.schemas';
import { UserFilter } from './user-filter';

const route = getRouteApi('/_authenticated/logs/');

/** Performance marks, so the time from a filter change to its rows can be measured (tests, devtools). */
const LOGS_MARKS = { filterChange: 'logs:filter-change', rowsShown: 'logs:rows-shown' } as const;

const actionOptions = [{ value: '', label: 'Any action' }, ...LOG_ACTIONS];

export function LogsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { holds } = useAccess();
  const logs = useQuery(logQueries.list(search));
  // The mock (and the real API) show the whole organisation only to holders of the audit privilege,
  // spelled so (docs/product-rules.md#actions-inside-screens); everyone else sees their own entries.
  const orgWide = holds('administrative:aduit_logs');
  const mayPickUser = orgWide && holds('users:list', 'users:*');

  // Each filter change is a history entry, so Back restores the previous filter; it starts at page 1.
  const setSearch = (patch: Partial<LogsSearch>) => {
    performance.mark(LOGS_MARKS.filterChange);
    void navigate({ search: (prev) => ({ ...prev, page: undefined, ...patch }) });
  };
  const filtered = FILTER_KEYS.some((key) => search[key] !== undefined);

  useEffect(() => {
    if (logs.data && !logs.isPlaceholderData) performance.mark(LOGS_MARKS.rowsShown);
  }, [logs.data, logs.isPlaceholderData]);

  const filterByUser = (entry: LogEntry) =>
    entry.user_id !== null && entry.user_id !== search.user_id
      ? () => setSearch({ user_id: entry.user_id ?? undefined })
      : undefined;

  const columns: Column<LogEntry>[] = [
    {
      id: 'created_at',
      header: 'When',
      sortable: true,
      className: 'w-52',
      cell: (l) => (
        <time dateTime={l.created_at} title={formatRelative(l.created_at)}>
          {formatDate(l.created_at, { time: 'seconds' })}
        </time>
      ),
    },
    {
      id: 'user',
      header: 'User',
      cell: (l) => {
        const name = l.user_full_name ?? 'System';
        const onFilter = orgWide ? filterByUser(l) : undefined;
        return onFilter ? (
          <button
            type="button"
            className="text-start hover:underline"
            title={`Only entries by ${name}`}
            onClick={onFilter}
          >
            {name}
          </button>
        ) : (
          name
        );
      },
    },
    {
      id: 'action',
      header: 'Action',
      sortable: true,
      cell: (l) => (
        <span className="flex flex-col">
          <span>{actionLabel(l.action)}</span>
          <code className="text-xs text-fg-muted">{l.action}</code>
        </span>
      ),
    },
    {
      id: 'description',
      header: 'Description',
      className: 'max-w-96',
      cell: (l) => (
        <Link to="/logs/$logId" params={{ logId: l.id }} className="text-primary hover:underline">
          {l.description}
        </Link>
      ),
    },
    { id: 'ip', header: 'IP address', cell: (l) => l.ip_address ?? '—' },
  ];

  const selectedUser =
    search.user_id === undefined
      ? null
      : {
          id: search.user_id,
          full_name:
            logs.data?.items.find((l) => l.user_id === search.user_id)?.user_full_name ??
            `User #${search.user_id}`,
        };

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Who did what in the organisation, newest first. Pick an entry for its details."
      />
      {!orgWide && (
        <Alert tone="info" className="mb-4">
          You see your own activity only. The whole organisation’s log is shown to users whose role has the
          audit-log privilege (administrative:aduit_logs); ask your account owner if you need it.
        </Alert>
      )}
      <form
        role="search"
        aria-label="Filter the audit log"
        className="mb-4 flex flex-wrap items-end gap-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <FormField label="Search" className="w-60">
          <ListSearchBox
            label="Search the log"
            placeholder="Action, description or IP"
            value={search.search}
            onCommit={(text) => setSearch({ search: text })}
          />
        </FormField>
        <FormField label="From" className="w-40">
          <TextInput
            type="date"
            value={search.date_from ?? ''}
            max={search.date_to}
            onChange={(event) => setSearch({ date_from: event.target.value || undefined })}
          />
        </FormField>
        <FormField label="To" className="w-40">
          <TextInput
            type="date"
            value={search.date_to ?? ''}
            min={search.date_from}
            onChange={(event) => setSearch({ date_to: event.target.value || undefined })}
          />
        </FormField>
        {mayPickUser && (
          <FormField label="User" className="w-56">
            <UserFilter value={selectedUser} onChange={(user) => setSearch({ user_id: user?.id })} />
          </FormField>
        )}
        <FormField label="Action" className="w-56">
          <Select
            options={actionOptions}
            value={search.action ?? ''}
            onChange={(value: string) => setSearch({ action: value || undefined })}
          />
        </FormField>
        {filtered && (
          <Button
            variant="ghost"
            onClick={() =>
              setSearch(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])) as Partial<LogsSearch>)
            }
          >
            Clear filters
          </Button>
        )}
      </form>
      {!mayPickUser && selectedUser && (
        <p className="mb-4 flex items-center gap-2 text-sm">
          Only entries by <strong>{selectedUser.full_name}</strong>
          <Button size="sm" variant="ghost" onClick={() => setSearch({ user_id: undefined })}>
            Show everyone
          </Button>
        </p>
      )}
      <DataTable
        caption="Audit log entries"
        columns={columns}
        getRowId={(l) => String(l.id)}
        sort={sortStateOf(search.sort)}
        onSortChange={(sort) => setSearch({ sort: sortParamOf(sort) })}
        {...pagedTableProps(logs, (page) => setSearch({ page }), 'Audit log pages')}
        // The previous page stays, dimmed and marked busy, while the next one loads.
        loading={logs.isPending || logs.isPlaceholderData}
        empty={
          filtered ? (
            <EmptyState
              title="No entries match these filters"
              description="Widen the dates or clear a filter."
            />
          ) : (
            <EmptyState title="Nothing recorded yet" />
          )
        }
      />
    </>
  );
}
