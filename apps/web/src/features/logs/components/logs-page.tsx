import { Alert, type Column, EmptyState, PageHeader } from '@console/ui';

import { chipOnlyFilter, ListProvider, ListToolbar, useListController } from '~/components/list';
import { access } from '~/lib/access/access';
import { useAccess } from '~/lib/access/use-access';

import { actionLabel } from '../log-actions';
import { logsQueries } from '../logs.queries';
import { FILTER_KEYS, type LogEntry, type LogsSearch, logsSearchSchema, NO_FILTERS } from '../logs.search';
import { actionColumn, descriptionColumn, entryWhenColumn, ipColumn } from './log-columns';
import { useConsoleTargetLink } from './log-list-parts';
import { dayRangeChips, logFiltersNarrow, LogListTable, useRowsShownMark } from './log-list-table';
import { LogsFilters } from './logs-filters';

/** Performance marks, so the time from a filter change to its rows can be measured (tests, devtools). */
const LOGS_MARKS = { filterChange: 'logs:filter-change', rowsShown: 'logs:rows-shown' } as const;

/** A user's name from log entries of theirs, or their number while none is on screen. */
const userNameIn = (entries: readonly LogEntry[] | undefined, userId: number) =>
  entries?.find((l) => l.user_id === userId)?.user_full_name ?? `User #${userId}`;

export function LogsPage() {
  const { can } = useAccess();
  // Everyone sees their own entries; the access table says who sees the whole organisation's.
  const orgWide = can('logs.all');
  const targetLink = useConsoleTargetLink();
  const mayPickUser = orgWide && can('users');
  const list = useListController({
    query: logsQueries.list,
    // The user's chip names them from the rows on screen, which are theirs.
    filters: (page) => [
      ...dayRangeChips<LogsSearch>(),
      chipOnlyFilter<LogsSearch>('user_id', 'User', (id) => userNameIn(page?.items, Number(id))),
      chipOnlyFilter<LogsSearch>('action', 'Action', actionLabel),
    ],
    from: '/_authenticated/logs/',
    viewsKey: 'logs',
    schema: logsSearchSchema,
    noun: { one: 'entry', other: 'entries' },
    searchHint: 'Search for an action, part of the description or an IP address.',
    empty: <EmptyState title="Nothing recorded yet" />,
    onSearchChange: () => performance.mark(LOGS_MARKS.filterChange),
  });
  const { search } = list;
  const setSearch = (patch: Partial<LogsSearch>) => list.setSearch(patch);
  const { data } = list.query;
  useRowsShownMark(list.query, LOGS_MARKS.rowsShown);

  const userName = search.user_id === undefined ? null : userNameIn(data?.items, search.user_id);

  const filterByUser = (entry: LogEntry) =>
    orgWide && entry.user_id !== null && entry.user_id !== search.user_id
      ? () => void setSearch({ user_id: entry.user_id ?? undefined })
      : undefined;

  const columns: Column<LogEntry>[] = [
    entryWhenColumn('/logs/$logId', 'w-52'),
    {
      id: 'user',
      header: 'User',
      exportValue: (l) => l.user_full_name ?? 'System',
      exportBefore: [{ id: 'user_id', header: 'User id', value: (l) => l.user_id }],
      cell: (l) => {
        const name = l.user_full_name ?? 'System';
        const onFilter = filterByUser(l);
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
    actionColumn(actionLabel),
    descriptionColumn(targetLink),
    ipColumn('IP address'),
  ];

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader
        title="Audit log"
        description="Who did what in the organization, newest first. Pick an entry's time for its details."
      />
      {!orgWide && (
        <Alert tone="info" className="mb-4">
          You see your own activity only. The whole organization’s log is shown to users whose role has the
          audit-log privilege ({access['logs.all'].anyOf.join(' or ')}); ask your account owner if you need
          it.
        </Alert>
      )}
      <ListToolbar label="Search the log" placeholder="Action, description or IP">
        <LogsFilters search={search} setSearch={setSearch} mayPickUser={mayPickUser} userName={userName} />
      </ListToolbar>
      <LogListTable
        caption="Audit log entries"
        filters={{
          narrowing: logFiltersNarrow(search, FILTER_KEYS),
          hint: 'Widen the dates or clear a filter.',
          onClear: () => setSearch(NO_FILTERS),
          range: { from: search.date_from, to: search.date_to, onChange: setSearch },
        }}
      />
    </ListProvider>
  );
}
