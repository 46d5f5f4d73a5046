import { useQuery } from '@tanstack/react-query';

import { type Column, EmptyState, FormField, PageHeader, Select } from '@console/ui';
import { translate, useMessages } from '@console/ui/i18n';

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

import { adminDevlogsMessages } from '../admin-devlogs.messages';
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

const levelLabel = (level: string) => translate(adminDevlogsMessages, 'levelAndAbove', { level });

export function DevLogsPage() {
  const t = useMessages(adminDevlogsMessages);
  const list = useListController({
    query: adminDevlogsQueries.list,
    filters: [
      chipOnlyFilter<DevLogsSearch>('level', t('level'), levelLabel),
      chipOnlyFilter<DevLogsSearch>('source', t('service'), (source) => source),
      ...dayRangeChips<DevLogsSearch>(),
    ],
    from: '/admin/_staff/devlogs/',
    viewsKey: 'admin-devlogs',
    schema: devLogsSearchSchema,
    noun: { one: t('nounOne'), other: t('nounOther') },
    searchHint: t('searchHint'),
    empty: <EmptyState title={t('empty')} />,
    onSearchChange: () => performance.mark(DEV_LOGS_MARKS.filterChange),
  });
  const { search } = list;
  const setSearch = (patch: Partial<DevLogsSearch>) => list.setSearch(patch);
  const sources = useQuery(adminDevlogsQueries.sources());
  useRowsShownMark(list.query, DEV_LOGS_MARKS.rowsShown);

  const levelOptions = [
    { value: '', label: t('everyLevel') },
    ...DEV_LOG_LEVELS.map((level) => ({ value: level, label: levelLabel(level) })),
  ];
  const sourceOptions = [
    { value: '', label: t(sources.isPending ? 'loadingServices' : 'everyService') },
    ...(sources.data ?? []).map((s) => ({ value: s, label: s })),
  ];

  const columns: Column<DevLogEntry>[] = [
    whenColumn(t('time'), 'w-48'),
    {
      id: 'level',
      header: t('level'),
      sortable: true,
      cell: (l) => <LevelBadge level={l.level} />,
      exportValue: (l) => l.level,
    },
    {
      id: 'source',
      header: t('service'),
      sortable: true,
      cell: (l) => <code className="text-xs">{l.source}</code>,
      exportValue: (l) => l.source,
    },
    entryLinkColumn({
      id: 'message',
      header: t('message'),
      className: 'max-w-[28rem]',
      to: '/admin/devlogs/$logId',
      text: (l) => l.message,
    }),
    {
      id: 'request_id',
      header: t('requestId'),
      cell: (l) => (l.request_id ? <code className="text-xs">{l.request_id}</code> : '—'),
      exportValue: (l) => l.request_id,
    },
  ];

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader title={t('title')} description={t('description')} />
      <ListToolbar label={t('searchLabel')} placeholder={t('searchPlaceholder')}>
        <FormField label={t('level')} className="w-44">
          <Select
            options={levelOptions}
            value={search.level ?? ''}
            onChange={(value: string) =>
              void setSearch({ level: (value || undefined) as DevLogsSearch['level'] })
            }
          />
        </FormField>
        <FormField label={t('service')} className="w-52">
          <Select
            options={sourceOptions}
            value={search.source ?? ''}
            onChange={(value: string) => void setSearch({ source: value || undefined })}
          />
        </FormField>
        <DayRangeFilter from={search.date_from} to={search.date_to} onChange={setSearch} />
      </ListToolbar>
      <LogListTable
        caption={t('caption')}
        filters={{
          narrowing: logFiltersNarrow(search, DEV_LOG_FILTER_KEYS),
          hint: t('widenHint'),
          onClear: () => setSearch(NO_DEV_LOG_FILTERS),
          range: { from: search.date_from, to: search.date_to, onChange: setSearch },
        }}
      />
    </ListProvider>
  );
}
