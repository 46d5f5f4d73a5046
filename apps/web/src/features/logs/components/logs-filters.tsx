import { FormField } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { logActions } from '../log-actions';
import { logsMessages } from '../logs.messages';
import type { LogsSearch } from '../logs.search';
import { ActionFilter, DayRangeFilter } from './log-list-parts';
import { UserFilter } from './user-filter';

/** The audit log's filters beside its search box: a day range, a user (for those who may list users), an action. */
export function LogsFilters({
  search,
  setSearch,
  mayPickUser,
  userName,
}: {
  search: LogsSearch;
  setSearch: (patch: Partial<LogsSearch>) => unknown;
  mayPickUser: boolean;
  /** The name of the filtered user, when one is. */
  userName: string | null;
}) {
  const t = useMessages(logsMessages);
  return (
    <>
      <DayRangeFilter from={search.date_from} to={search.date_to} onChange={setSearch} />
      {mayPickUser && (
        <FormField label={t('user')} className="w-56">
          <UserFilter
            value={search.user_id === undefined ? null : { id: search.user_id, full_name: userName ?? '' }}
            onChange={(user) => void setSearch({ user_id: user?.id })}
          />
        </FormField>
      )}
      <ActionFilter actions={logActions()} value={search.action} onChange={setSearch} />
    </>
  );
}
