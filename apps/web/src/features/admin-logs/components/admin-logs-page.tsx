import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import { Badge, type Column, EmptyState, PageHeader } from '@console/ui';
import { translate, useMessages } from '@console/ui/i18n';

import { chipOnlyFilter, ListProvider, ListToolbar, useListController } from '~/components/list';
import {
  actionColumn,
  dayRangeChips,
  descriptionColumn,
  entryWhenColumn,
  ipColumn,
  logFiltersNarrow,
  LogListTable,
} from '~/features/logs';

import { adminActionLabel } from '../admin-log-actions';
import { adminLogsMessages } from '../admin-logs.messages';
import { adminLogsQueries } from '../admin-logs.queries';
import {
  ADMIN_LOG_FILTER_KEYS,
  type AdminLogEntry,
  type AdminLogsSearch,
  adminLogsSearchSchema,
  NO_ADMIN_LOG_FILTERS,
} from '../admin-logs.search';
import { actorTypeLabel, AdminLogsFilters } from './admin-logs-filters';
import { useStaffTargetLink } from './staff-target-link';

const route = getRouteApi('/admin/_staff/logs/');

/** Who acted: the staff member (and the user they acted as), or the user. */
function actorOf(entry: AdminLogEntry): { type: 'user' | 'staff'; id: number | null; name: string } {
  if (entry.actor_type === 'staff')
    return {
      type: 'staff',
      id: entry.staff_id,
      name: entry.staff_full_name ?? translate(adminLogsMessages, 'aStaffMember'),
    };
  return {
    type: 'user',
    id: entry.user_id,
    name: entry.user_full_name ?? translate(adminLogsMessages, 'system'),
  };
}

/** The one actor filtered by, named from their entries on screen, or by their number while none is. */
function actorNameIn(entries: readonly AdminLogEntry[] | undefined, type: string | undefined, id: number) {
  const actor = entries?.map(actorOf).find((a) => a.type === type && a.id === id);
  return (
    actor?.name ??
    translate(adminLogsMessages, type === 'staff' ? 'staffMemberNumber' : 'userNumber', { id: String(id) })
  );
}

export function AdminLogsPage() {
  // The filtered organisation's name, for its chip and picker: from the cache when known, else fetched once.
  const t = useMessages(adminLogsMessages);
  const { organization_id: organizationId, actor_type: actorType } = route.useSearch();
  const org = useQuery({
    ...adminLogsQueries.organization(organizationId ?? 0),
    enabled: organizationId !== undefined,
  });
  const organizationName =
    organizationId === undefined
      ? null
      : (org.data?.name ?? t('organizationNumber', { id: String(organizationId) }));
  const list = useListController({
    query: adminLogsQueries.list,
    filters: (page) => [
      chipOnlyFilter<AdminLogsSearch>('organization_id', t('organization'), () => organizationName ?? ''),
      chipOnlyFilter<AdminLogsSearch>('actor_type', t('actor'), actorTypeLabel),
      chipOnlyFilter<AdminLogsSearch>('actor_id', t('person'), (id) =>
        actorNameIn(page?.items, actorType, Number(id)),
      ),
      chipOnlyFilter<AdminLogsSearch>('action', t('action'), adminActionLabel),
      ...dayRangeChips<AdminLogsSearch>(),
    ],
    from: '/admin/_staff/logs/',
    viewsKey: 'admin-logs',
    schema: adminLogsSearchSchema,
    noun: { one: t('nounOne'), other: t('nounOther') },
    searchHint: t('searchHint'),
    empty: <EmptyState title={t('empty')} />,
  });
  const { search } = list;
  const setSearch = (patch: Partial<AdminLogsSearch>) => list.setSearch(patch);

  const targetLink = useStaffTargetLink();
  const columns: Column<AdminLogEntry>[] = [
    entryWhenColumn('/admin/logs/$logId', 'w-48'),
    {
      id: 'organization',
      header: t('organization'),
      exportValue: (l) => l.organization_name ?? t('platform'),
      exportBefore: [{ id: 'organization_id', header: t('organizationId'), value: (l) => l.organization_id }],
      cell: (l) =>
        l.organization_id === null ? (
          <span className="text-fg-muted">{t('platform')}</span>
        ) : (
          <button
            type="button"
            className="text-start hover:underline"
            title={t('onlyEntriesOf', { name: l.organization_name ?? '' })}
            onClick={() => void setSearch({ organization_id: l.organization_id ?? undefined })}
          >
            {l.organization_name}
          </button>
        ),
    },
    {
      id: 'actor',
      header: t('actor'),
      exportValue: (l) => actorOf(l).name,
      exportBefore: [
        { id: 'actor_type', header: t('actorType'), value: (l) => actorOf(l).type },
        { id: 'actor_id', header: t('actorId'), value: (l) => actorOf(l).id },
      ],
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
                  title={t('onlyEntriesBy', { name: actor.name })}
                  onClick={() => void setSearch({ actor_type: actor.type, actor_id: actor.id ?? undefined })}
                >
                  {actor.name}
                </button>
              )}
              {actor.type === 'staff' && <Badge tone="info">{t('staffBadge')}</Badge>}
            </span>
            {actor.type === 'staff' && l.user_full_name && (
              <span className="text-xs text-fg-muted">{t('asUser', { name: l.user_full_name })}</span>
            )}
          </span>
        );
      },
    },
    actionColumn(adminActionLabel),
    descriptionColumn(targetLink),
    ipColumn(t('from')),
  ];

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader title={t('title')} description={t('description')} />
      <ListToolbar label={t('searchLabel')} placeholder={t('searchPlaceholder')}>
        <AdminLogsFilters search={search} setSearch={setSearch} organizationName={organizationName} />
      </ListToolbar>
      <LogListTable
        caption={t('caption')}
        filters={{
          narrowing: logFiltersNarrow(search, ADMIN_LOG_FILTER_KEYS),
          hint: t('widenHint'),
          onClear: () => setSearch(NO_ADMIN_LOG_FILTERS),
          range: { from: search.date_from, to: search.date_to, onChange: setSearch },
        }}
      />
    </ListProvider>
  );
}
