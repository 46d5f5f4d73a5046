import { useQuery } from '@tanstack/react-query';

import { type Column, EmptyState, FormField, PageHeader, Select } from '@console/ui';

import { chipOnlyFilter, ListProvider, ListToolbar, useListController } from '~/components/list';
import {
  dayRangeChips,
  DayRangeFilter,
  entryLinkColumn,
  logFiltersNarrow,
  LogListTable,
  useRowsShownMark,
  whenColumn,
} from '~/features/logs';

import { adminDevlogsQueries } from '../admin-devlogs.queries';
import {
  DEV_LOG_FILTER_KEYS,
  DEV_LOG_LEVELS,
  type DevLogEntry,
  type DevLogsSearch,
  devLogsSearchSchema,
  NO_DEV_LOG_FILTERS,
} from '../admin-devlogs.search';
import { LevelBadge } from './level-badge';

/** Performance marks, so the time from a filter change to its rows can be measured (tests, devtools). */
const DEV_LOGS_MARKS = {
  filterChange: 'devlogs:filter-change',
  rowsShown: 'devlogs:rows-shown',
} as const;

const levelLabel = (level: string) => `${level} and above`;
const levelOptions = [
  { value: '', label: 'Every level' },
  ...DEV_LOG_LEVELS.map((level) => ({ value: level, label: levelLabel(level) })),
];
const filters = [
  chipOnlyFilter<DevLogsSearch>('level', 'Level', levelLabel),
  chipOnlyFilter<DevLogsSearch>('source', 'Service', (source) => source),
  ...dayRangeChips<DevLogsSearch>(),
];

export function DevLogsPage() {
  const list = useListController({
    query: adminDevlogsQueries.list,
    filters,
    from: '/admin/_staff/devlogs/',
    viewsKey: 'admin-devlogs',
    schema: devLogsSearchSchema,
    noun: { one: 'entry', other: 'entries' },
    searchHint: 'Search for part of a message, a service or a request id.',
    empty: <EmptyState title="Nothing logged yet" />,
    onSearchChange: () => performance.mark(DEV_LOGS_MARKS.filterChange),
  });
  const { search } = list;
  const setSearch = (patch: Partial<DevLogsSearch>) => list.setSearch(patch);
  const sources = useQuery(adminDevlogsQueries.sources());
  useRowsShownMark(list.query, DEV_LOGS_MARKS.rowsShown);

  const sourceOptions = [
    { value: '', label: sources.isPending ? 'Loading services…' : 'Every service' },
    ...(sources.data ?? []).map((s) => ({ value: s, label: s })),
  ];

  const columns: Column<DevLogEntry>[] = [
    whenColumn('Time', 'w-48'),
    {
      id: 'level',
      header: 'Level',
      sortable: true,
      cell: (l) => <LevelBadge level={l.level} />,
      exportValue: (l) => l.level,
    },
    {
      id: 'source',
      header: 'Service',
      sortable: true,
      cell: (l) => <code className="text-xs">{l.source}</code>,
      exportValue: (l) => l.source,
    },
    entryLinkColumn({
      id: 'message',
      header: 'Message',
      className: 'max-w-[28rem]',
      to: '/admin/devlogs/$logId',
      text: (l) => l.message,
    }),
    {
      id: 'request_id',
      header: 'Request id',
      cell: (l) => (l.request_id ? <code className="text-xs">{l.request_id}</code> : '—'),
      exportValue: (l) => l.request_id,
    },
  ];

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader
        title="Developer logs"
        description="What the platform's services logged, newest first. Pick an entry for its payload and stack trace."
      />
      <ListToolbar label="Search the developer logs" placeholder="Message, service or request id">
        <FormField label="Level" className="w-44">
          <Select
            options={levelOptions}
            value={search.level ?? ''}
            onChange={(value: string) =>
              void setSearch({ level: (value || undefined) as DevLogsSearch['level'] })
            }
          />
        </FormField>
        <FormField label="Service" className="w-52">
          <Select
            options={sourceOptions}
            value={search.source ?? ''}
            onChange={(value: string) => void setSearch({ source: value || undefined })}
          />
        </FormField>
        <DayRangeFilter from={search.date_from} to={search.date_to} onChange={setSearch} />
      </ListToolbar>
      <LogListTable
        caption="Developer log entries"
        filters={{
          narrowing: logFiltersNarrow(search, DEV_LOG_FILTER_KEYS),
          hint: 'Lower the level, widen the dates or clear a filter.',
          onClear: () => setSearch(NO_DEV_LOG_FILTERS),
          range: { from: search.date_from, to: search.date_to, onChange: setSearch },
        }}
      />
    </ListProvider>
  );
}
