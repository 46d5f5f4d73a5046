import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { Combobox } from '@console/ui';

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
  const [query, setQuery] = useState('');
  const aliases = useQuery(adminMigrationsQueries.aliasesMatching(query.trim()));
  return (
    <Combobox
      options={aliases.data?.items ?? []}
      value={value}
      onChange={onChange}
      getLabel={(a) => `${a.name} (${a.organization_name})`}
      getKey={(a) => a.id}
      filter={(all) => all}
      onQueryChange={setQuery}
      placeholder="Search aliases by name"
      emptyMessage={aliases.isFetching ? 'Searching…' : 'No alias matches'}
    />
  );
}
