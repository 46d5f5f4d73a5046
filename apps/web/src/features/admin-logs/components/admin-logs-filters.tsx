import { FormField, Select } from '@console/ui';

import { ActionFilter, DayRangeFilter } from '~/features/logs';

import { ADMIN_LOG_ACTIONS } from '../admin-log-actions';
import type { AdminLogsSearch } from '../admin-logs.search';
import { OrganizationPicker } from './organization-picker';

const actorOptions = [
  { value: '', label: 'Anyone' },
  { value: 'user', label: 'Users' },
  { value: 'staff', label: 'Staff' },
] as const;

/** Says who "user" and "staff" actors are, in the actor list box and its chip. */
export const actorTypeLabel = (type: string) => actorOptions.find((o) => o.value === type)?.label ?? type;

/**
 * The staff audit trail's filters: organisation, actor, action and a day range, each in the URL (the one
 * actor picked from a row is only a chip).
 */
export function AdminLogsFilters({
  search,
  setSearch,
  organizationName,
}: {
  search: AdminLogsSearch;
  setSearch: (patch: Partial<AdminLogsSearch>) => unknown;
  /** The filtered organisation's name, when one is. */
  organizationName: string | null;
}) {
  const orgValue =
    search.organization_id === undefined
      ? null
      : { id: search.organization_id, name: organizationName ?? '' };
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
    </>
  );
}
