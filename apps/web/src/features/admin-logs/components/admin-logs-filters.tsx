import { FormField, Select } from '@console/ui';
import { translate, useMessages } from '@console/ui/i18n';

import { ActionFilter, DayRangeFilter } from '~/features/logs';

import { adminLogActions } from '../admin-log-actions';
import { adminLogsMessages } from '../admin-logs.messages';
import type { AdminLogsSearch } from '../admin-logs.search';
import { OrganizationPicker } from './organization-picker';

const actorOptions = [
  { value: '', label: 'anyone' },
  { value: 'user', label: 'users' },
  { value: 'staff', label: 'staff' },
] as const;

/** Says who "user" and "staff" actors are, in the actor list box and its chip. */
export const actorTypeLabel = (type: string) => {
  const option = actorOptions.find((o) => o.value === type);
  return option ? translate(adminLogsMessages, option.label) : type;
};

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
  const t = useMessages(adminLogsMessages);
  const orgValue =
    search.organization_id === undefined
      ? null
      : { id: search.organization_id, name: organizationName ?? '' };
  return (
    <>
      <FormField label={t('organization')} className="w-56">
        <OrganizationPicker value={orgValue} onChange={(o) => void setSearch({ organization_id: o?.id })} />
      </FormField>
      <FormField label={t('actor')} className="w-36">
        <Select
          options={actorOptions.map((o) => ({ value: o.value, label: t(o.label) }))}
          value={search.actor_type ?? ''}
          onChange={(value: string) =>
            void setSearch({
              actor_type: (value || undefined) as AdminLogsSearch['actor_type'],
              actor_id: undefined,
            })
          }
        />
      </FormField>
      <ActionFilter actions={adminLogActions()} value={search.action} onChange={setSearch} />
      <DayRangeFilter from={search.date_from} to={search.date_to} onChange={setSearch} />
    </>
  );
}
