import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { Combobox, FormField } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { aliasesMessages } from '../aliases.messages';
import { servicesQueries } from '../services.queries';

export interface UserOption {
  id: number;
  name: string;
}

/**
 * Picks any user of the organisation, searching on the server as the user types. The candidates are the
 * picker's own data: a failure to list them shows in the field, not as the screen's error.
 */
export function PrimaryUserField({
  value,
  onChange,
  error,
}: {
  value: UserOption | null;
  onChange: (user: UserOption | null) => void;
  error?: string;
}) {
  const t = useMessages(aliasesMessages);
  const [query, setQuery] = useState('');
  const candidates = useQuery(servicesQueries.primaryUserCandidates(query.trim()));
  const typed = query.trim().toLowerCase();
  // While the search for what was just typed runs, the previous answer is shown narrowed to it, so Enter never
  // takes a user the typed text does not name.
  const found: UserOption[] = (candidates.data?.items ?? [])
    .map((u) => ({ id: u.id, name: u.full_name }))
    .filter((u) => !candidates.isPlaceholderData || u.name.toLowerCase().includes(typed));
  const options = value && !found.some((u) => u.id === value.id) ? [value, ...found] : found;
  return (
    <FormField
      label={t('primaryUser')}
      description={
        candidates.isError ? t('usersNotListed', { error: candidates.error.message }) : t('primaryUserHint')
      }
      error={error}
    >
      <Combobox
        options={options}
        value={value}
        onChange={onChange}
        getLabel={(u) => u.name}
        getKey={(u) => u.id}
        filter={(all) => all}
        onQueryChange={setQuery}
        placeholder={t('noPrimaryUser')}
        emptyMessage={candidates.isFetching ? t('searching') : t('noUserMatches')}
      />
    </FormField>
  );
}
