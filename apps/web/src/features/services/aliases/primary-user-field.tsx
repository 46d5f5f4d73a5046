import { Combobox, FormField } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { useServerSearch } from '~/lib/query/search-term';

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
  const search = useServerSearch(servicesQueries.primaryUserCandidates, (u: UserOption) => u.name);
  const candidates = search.query;
  // The chosen user stays offered beside what the search found (narrowed to the typed text until it answers).
  const found = search.filter(
    (candidates.data?.items ?? []).map((u) => ({ id: u.id, name: u.full_name })),
    search.typed,
  );
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
        onQueryChange={search.onQueryChange}
        placeholder={t('noPrimaryUser')}
        emptyMessage={search.searching ? t('searching') : t('noUserMatches')}
      />
    </FormField>
  );
}
