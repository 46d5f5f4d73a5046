import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { Combobox } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

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
  const [query, setQuery] = useState('');
  const aliases = useQuery(adminMigrationsQueries.aliasesMatching(query.trim()));
  return (
    <Combobox
      options={aliases.data?.items ?? []}
      value={value}
      onChange={onChange}
      getLabel={(a) => t('aliasOption', { name: a.name, organization: a.organization_name })}
      getKey={(a) => a.id}
      filter={(all) => all}
      onQueryChange={setQuery}
      placeholder={t('searchAliases')}
      emptyMessage={t(aliases.isFetching ? 'searching' : 'noAliasMatches')}
    />
  );
}
