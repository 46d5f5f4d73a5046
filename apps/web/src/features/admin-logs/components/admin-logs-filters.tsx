import { Button, FormField, Select } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { ActionFilter, ClearFiltersButton, DayRangeFilter, logFiltersSet } from '~/features/logs';
import { ADMIN_LOG_ACTIONS } from '../admin-log-actions';
import { adminLogsQueries } from '../admin-logs.queries';
import { ADMIN_LOG_FILTER_KEYS, NO_ADMIN_LOG_FILTERS, type AdminLogsSearch } from '../admin-logs.search';
import { OrganizationPicker } from './organization-picker';

const actorOptions = [
  { value: '', label: 'Anyone' },
  { value: 'user', label: 'Users' },
  { value: 'staff', label: 'Staff' },
] as const;

/** The staff audit trail's filters: organisation, actor, action and a day range, each in the URL. */
export function AdminLogsFilters({
  search,
  setSearch,
  actorName,
}: {
  search: AdminLogsSearch;
  setSearch: (patch: Partial<AdminLogsSearch>) => unknown;
  /** The name of the one actor filtered by, when one is. */
  actorName: string | null;
}) {
  // The filtered organisation's name: from the cache when it is known, else fetched once.
  const org = useQuery({
    ...adminLogsQueries.organization(search.organization_id ?? 0),
    enabled: search.organization_id !== undefined,
  });
  const orgValue =
    search.organization_id === undefined
      ? null
      : { id: search.organization_id, name: org.data?.name ?? `Organisation #${search.organization_id}` };
  return (
    <>
      <FormField label="Organization" className="w-56">
        <OrganizationPicker value={orgValue} onChange={(o) => void setSearch({ organization_id: o?.id })} />
      </FormField>
      <FormField label="Actor" className="w-36">
        <Select
          options={actorOptions}
          value={search.actor_type ?? ''}
          onChange={(value: string) =>
            void setSearch({
              actor_type: (value || undefined) as AdminLogsSearch['actor_type'],
              actor_id: undefined,
            })
          }
        />
      </FormField>
      <ActionFilter actions={ADMIN_LOG_ACTIONS} value={search.action} onChange={setSearch} />
      <DayRangeFilter from={search.date_from} to={search.date_to} onChange={setSearch} />
      {actorName && (
        <p className="flex items-center gap-2 self-center text-sm">
          Only <strong>{actorName}</strong>
          <Button size="sm" variant="ghost" onClick={() => void setSearch({ actor_id: undefined })}>
            Everyone
          </Button>
        </p>
      )}
      <ClearFiltersButton
        shown={logFiltersSet(search, ADMIN_LOG_FILTER_KEYS).any}
        onClear={() => setSearch(NO_ADMIN_LOG_FILTERS)}
      />
    </>
  );
}
