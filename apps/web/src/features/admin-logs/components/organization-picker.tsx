import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { Combobox } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

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
  const [query, setQuery] = useState('');
  const orgs = useQuery(adminLogsQueries.organizationsMatching(query.trim()));
  const options: OrganizationOption[] = (orgs.data?.items ?? [])
    .filter((o) => o.id !== exclude)
    .map((o) => ({ id: o.id, name: o.name }));
  return (
    <Combobox
      options={options}
      value={value}
      onChange={onChange}
      getLabel={(o) => o.name}
      getKey={(o) => o.id}
      // The server already matched the query.
      filter={(all) => all}
      onQueryChange={setQuery}
      placeholder={placeholder ?? t('anyOrganization')}
      emptyMessage={t(orgs.isFetching ? 'searching' : 'noOrganizationMatches')}
    />
  );
}
