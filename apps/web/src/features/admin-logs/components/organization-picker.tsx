import { Combobox } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { useServerSearch } from '~/lib/query/search-term';

import { adminLogsMessages } from '../admin-logs.messages';
import { adminLogsQueries } from '../admin-logs.queries';

export interface OrganizationOption {
  id: number;
  name: string;
}

/** Picks an organisation, searching every organisation on the server as one types. */
export function OrganizationPicker({
  value,
  onChange,
  placeholder,
  exclude,
}: {
  value: OrganizationOption | null;
  onChange: (org: OrganizationOption | null) => void;
  placeholder?: string;
  /** An organisation not to offer (e.g. the one an alias already belongs to). */
  exclude?: number;
}) {
  const t = useMessages(adminLogsMessages);
  const search = useServerSearch(adminLogsQueries.organizationsMatching, (o: OrganizationOption) => o.name);
  const options: OrganizationOption[] = (search.query.data?.items ?? [])
    .filter((o) => o.id !== exclude)
    .map((o) => ({ id: o.id, name: o.name }));
  return (
    <Combobox
      options={options}
      value={value}
      onChange={onChange}
      getLabel={(o) => o.name}
      getKey={(o) => o.id}
      filter={search.filter}
      onQueryChange={search.onQueryChange}
      placeholder={placeholder ?? t('anyOrganization')}
      emptyMessage={t(search.searching ? 'searching' : 'noOrganizationMatches')}
    />
  );
}
