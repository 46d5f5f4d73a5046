import { Badge, EmptyState, PageHeader, type Column } from '@console/ui';
import {
  LogListTable,
  actionColumn,
  descriptionColumn,
  ipColumn,
  logFiltersSet,
  whenColumn,
} from '~/features/logs';
import { ListToolbar, useListScreen } from '~/features/shell';
import { adminActionLabel } from '../admin-log-actions';
import { adminLogsQueries } from '../admin-logs.queries';
import {
  ADMIN_LOG_FILTER_KEYS,
  NO_ADMIN_LOG_FILTERS,
  adminLogsSearchSchema,
  type AdminLogEntry,
  type AdminLogsSearch,
} from '../admin-logs.search';
import { AdminLogsFilters } from './admin-logs-filters';

/** Who acted: the staff member (and the user they acted as), or the user. */
export function actorOf(entry: AdminLogEntry): { type: 'user' | 'staff'; id: number | null; name: string } {
  if (entry.actor_type === 'staff')
    return { type: 'staff', id: entry.staff_id, name: entry.staff_full_name ?? 'A staff member' };
  return { type: 'user', id: entry.user_id, name: entry.user_full_name ?? 'System' };
}

export function AdminLogsPage() {
  const list = useListScreen({
    query: adminLogsQueries.list,
    from: '/admin/_staff/logs/',
    schema: adminLogsSearchSchema,
    noun: 'entries',
    searchHint: 'Search for an action, part of the description or an IP address.',
    empty: <EmptyState title="Nothing recorded yet" />,
  });
  const { search } = list;
  const setSearch = (patch: Partial<AdminLogsSearch>) => list.setSearch(patch);
  const { data } = list.query;

  const filtered = logFiltersSet(search, ADMIN_LOG_FILTER_KEYS);
  const actorName =
    search.actor_id === undefined
      ? null
      : (data?.items.map(actorOf).find((a) => a.type === search.actor_type && a.id === search.actor_id)
          ?.name ?? `${search.actor_type === 'staff' ? 'Staff member' : 'User'} #${search.actor_id}`);

  const columns: Column<AdminLogEntry>[] = [
    whenColumn('When', 'w-48'),
    {
      id: 'organization',
      header: 'Organization',
      cell: (l) =>
        l.organization_id === null ? (
          <span className="text-fg-muted">Platform</span>
        ) : (
          <button
            type="button"
            className="text-start hover:underline"
            title={`Only entries of ${l.organization_name ?? ''}`}
            onClick={() => void setSearch({ organization_id: l.organization_id ?? undefined })}
          >
            {l.organization_name}
          </button>
        ),
    },
    {
      id: 'actor',
      header: 'Actor',
      cell: (l) => {
        const actor = actorOf(l);
        return (
          <span className="flex flex-col items-start gap-0.5">
            <span className="flex items-center gap-1.5">
              {actor.id === null ? (
                actor.name
              ) : (
                <button
                  type="button"
                  className="text-start hover:underline"
                  title={`Only entries by ${actor.name}`}
                  onClick={() => void setSearch({ actor_type: actor.type, actor_id: actor.id ?? undefined })}
                >
                  {actor.name}
                </button>
              )}
              {actor.type === 'staff' && <Badge tone="info">Staff</Badge>}
            </span>
            {actor.type === 'staff' && l.user_full_name && (
              <span className="text-xs text-fg-muted">as {l.user_full_name}</span>
            )}
          </span>
        );
      },
    },
    actionColumn(adminActionLabel),
    descriptionColumn('/admin/logs/$logId'),
    ipColumn('From'),
  ];

  return (
    <>
      <PageHeader
        title="Audit logs"
        description="Who did what across every organisation and the staff, newest first. Pick an entry for what changed."
      />
      <ListToolbar list={list} label="Search the audit logs" placeholder="Action, description or IP">
        <AdminLogsFilters search={search} setSearch={setSearch} actorName={actorName} />
      </ListToolbar>
      <LogListTable
        caption="Audit log entries"
        columns={columns}
        {...list.table}
        filters={{
          narrowing: filtered.narrowing,
          hint: 'Widen the dates or clear a filter.',
          onClear: () => setSearch(NO_ADMIN_LOG_FILTERS),
          range: { from: search.date_from, to: search.date_to, onChange: setSearch },
        }}
      />
    </>
  );
}
