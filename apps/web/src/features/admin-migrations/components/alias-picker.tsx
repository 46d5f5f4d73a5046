import type { Schemas } from '@console/sdk';
import { Combobox } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { useServerSearch } from '~/lib/query/search-term';

import { adminMigrationsMessages } from '../admin-migrations.messages';
import { adminMigrationsQueries } from '../admin-migrations.queries';

type Alias = Schemas['AdminAlias'];

/** Picks an alias of any organisation, searching on the server as one types. */
export function AliasPicker({
  value,
  onChange,
}: {
  value: Alias | null;
  onChange: (alias: Alias | null) => void;
}) {
  const t = useMessages(adminMigrationsMessages);
  const label = (a: Alias) => t('aliasOption', { name: a.name, organization: a.organization_name });
  const search = useServerSearch(adminMigrationsQueries.aliasesMatching, label);
  return (
    <Combobox
      options={search.query.data?.items ?? []}
      value={value}
      onChange={onChange}
      getLabel={label}
      getKey={(a) => a.id}
      filter={search.filter}
      onQueryChange={search.onQueryChange}
      placeholder={t('searchAliases')}
      emptyMessage={t(search.searching ? 'searching' : 'noAliasMatches')}
    />
  );
}
