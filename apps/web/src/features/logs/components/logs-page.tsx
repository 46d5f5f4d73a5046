import { Alert, type Column, EmptyState, PageHeader } from '@console/ui';
import { translate, useMessages } from '@console/ui/i18n';

import { chipOnlyFilter, ListProvider, ListToolbar, useListController } from '~/components/list';
import { access } from '~/lib/access/access';
import { useAccess } from '~/lib/access/use-access';

import { actionLabel } from '../log-actions';
import { logsMessages } from '../logs.messages';
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
  entries?.find((l) => l.user_id === userId)?.user_full_name ??
  translate(logsMessages, 'userNumber', { id: String(userId) });

/** The privilege codes that show the whole log, "a or b" (joined as the language joins alternatives). */
const eitherOf = (codes: readonly string[]) =>
  codes.reduce((first, second) => translate(logsMessages, 'eitherOr', { first, second }));

export function LogsPage() {
  const t = useMessages(logsMessages);
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
      chipOnlyFilter<LogsSearch>('user_id', t('user'), (id) => userNameIn(page?.items, Number(id))),
      chipOnlyFilter<LogsSearch>('action', t('action'), actionLabel),
    ],
    from: '/_authenticated/logs/',
    viewsKey: 'logs',
    schema: logsSearchSchema,
    noun: { one: t('nounOne'), other: t('nounOther') },
    searchHint: t('searchHint'),
    empty: <EmptyState title={t('empty')} />,
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
      header: t('user'),
      exportValue: (l) => l.user_full_name ?? t('system'),
      exportBefore: [{ id: 'user_id', header: t('userId'), value: (l) => l.user_id }],
      cell: (l) => {
        const name = l.user_full_name ?? t('system');
        const onFilter = filterByUser(l);
        return onFilter ? (
          <button
            type="button"
            className="text-start hover:underline"
            title={t('onlyEntriesBy', { name })}
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
    ipColumn(t('ipAddress')),
  ];

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader title={t('title')} description={t('description')} />
      {!orgWide && (
        <Alert tone="info" className="mb-4">
          {t('ownActivityOnly', { privileges: eitherOf(access['logs.all'].anyOf) })}
        </Alert>
      )}
      <ListToolbar label={t('searchLabel')} placeholder={t('searchPlaceholder')}>
        <LogsFilters search={search} setSearch={setSearch} mayPickUser={mayPickUser} userName={userName} />
      </ListToolbar>
      <LogListTable
        caption={t('caption')}
        filters={{
          narrowing: logFiltersNarrow(search, FILTER_KEYS),
          hint: t('widenHint'),
          onClear: () => setSearch(NO_FILTERS),
          range: { from: search.date_from, to: search.date_to, onChange: setSearch },
        }}
      />
    </ListProvider>
  );
}
