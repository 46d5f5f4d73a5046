import { Combobox } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { usersQueries } from '~/features/users';
import { useServerSearch } from '~/lib/query/search-term';

import { logsMessages } from '../logs.messages';

interface UserOption {
  id: number;
  full_name: string;
}

/**
 * Picks the user whose entries to show, searching the organisation's users on the server (the large
 * organisation has 10,000). Only for those who may list users; everyone else filters by clicking a name.
 */
export function UserFilter({
  value,
  onChange,
}: {
  value: UserOption | null;
  onChange: (user: UserOption | null) => void;
}) {
  const t = useMessages(logsMessages);
  const search = useServerSearch(usersQueries.matching, (u: UserOption) => u.full_name);
  const options: UserOption[] = (search.query.data?.items ?? []).map((u) => ({
    id: u.id,
    full_name: u.full_name,
  }));
  return (
    <Combobox
      options={options}
      value={value}
      onChange={onChange}
      getLabel={(u) => u.full_name}
      getKey={(u) => u.id}
      filter={search.filter}
      onQueryChange={search.onQueryChange}
      placeholder={t('anyone')}
      emptyMessage={t(search.searching ? 'searching' : 'noUserMatches')}
    />
  );
}
