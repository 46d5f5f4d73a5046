import { Button, EmptyState, FormField, PageHeader, Select, type Column } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DayRangeFilter, EntryTime, NoMatchingEntries } from '~/features/logs';
import { ListTable, ListToolbar, useListScreen } from '~/features/shell';
import { devLogQueries } from '../admin-devlogs.queries';
import {
  DEV_LOG_FILTER_KEYS,
  DEV_LOG_LEVELS,
  NO_DEV_LOG_FILTERS,
  devLogsSearchSchema,
  type DevLogEntry,
  type DevLogsSearch,
} from '../admin-devlogs.schemas';
import { LevelBadge } from './level-badge';

/** Performance marks, so the time from a filter change to its rows can be measured (tests, devtools). */
export const DEV_LOGS_MARKS = {
  filterChange: 'devlogs:filter-change',
  rowsShown: 'devlogs:rows-shown',
} as const;

const levelOptions = [
  { value: '', label: 'Every level' },
  ...DEV_LOG_LEVELS.map((level) => ({ value: level, label: `${level} and above` })),
];

export function DevLogsPage() {
  const list = useListScreen({
    query: devLogQueries.list,
    defaultSort: devLogsSearchSchema.defaultSort,
    noun: 'entries',
    searchHint: 'Search for part of a message, a service or a request id.',
    empty: <EmptyState title="Nothing logged yet" />,
    onSearchChange: () => performance.mark(DEV_LOGS_MARKS.filterChange),
  });
  const search = list.search as DevLogsSearch;
  const setSearch = (patch: Partial<DevLogsSearch>) => list.setSearch(patch);
  const sources = useQuery(devLogQueries.sources());
  const { data, isPlaceholderData } = list.query;

  useEffect(() => {
    if (data && !isPlaceholderData) performance.mark(DEV_LOGS_MARKS.rowsShown);
  }, [data, isPlaceholderData]);

  const filtered = DEV_LOG_FILTER_KEYS.some((key) => key !== 'search' && search[key] !== undefined);
  const sourceOptions = [
    { value: '', label: sources.isPending ? 'Loading services…' : 'Every service' },
    ...(sources.data ?? []).map((s) => ({ value: s, label: s })),
  ];

  const columns: Column<DevLogEntry>[] = [
    {
      id: 'created_at',
      header: 'Time',
      sortable: true,
      className: 'w-48',
      cell: (l) => <EntryTime at={l.created_at} />,
    },
    { id: 'level', header: 'Level', sortable: true, cell: (l) => <LevelBadge level={l.level} /> },
    {
      id: 'source',
      header: 'Service',
      sortable: true,
      cell: (l) => <code className="text-xs">{l.source}</code>,
    },
    {
      id: 'message',
      header: 'Message',
      className: 'max-w-[28rem]',
      cell: (l) => (
        <Link to="/admin/devlogs/$logId" params={{ logId: l.id }} className="text-primary hover:underline">
          {l.message}
        </Link>
      ),
    },
    {
      id: 'request_id',
      header: 'Request id',
      cell: (l) => (l.request_id ? <code className="text-xs">{l.request_id}</code> : '—'),
    },
  ];

  return (
    <>
      <PageHeader
        title="Developer logs"
        description="What the platform's services logged, newest first. Pick an entry for its payload and stack trace."
      />
      <ListToolbar list={list} label="Search the developer logs" placeholder="Message, service or request id">
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
        {(filtered || search.search) && (
          <Button variant="ghost" onClick={() => void setSearch(NO_DEV_LOG_FILTERS)}>
            Clear filters
          </Button>
        )}
      </ListToolbar>
      <ListTable
        caption="Developer log entries"
        columns={columns}
        getRowId={(l) => String(l.id)}
        {...list.table}
        empty={
          filtered && !search.search ? (
            <NoMatchingEntries
              hint="Lower the level, widen the dates or clear a filter."
              onClear={() => setSearch(NO_DEV_LOG_FILTERS)}
            />
          ) : (
            list.table.empty
          )
        }
      />
    </>
  );
}
