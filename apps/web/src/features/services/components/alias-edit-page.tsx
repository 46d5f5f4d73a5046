import type { Schemas } from '@console/sdk';
import { Combobox, FormField, PageHeader, Select, TextInput, toast } from '@console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '~/lib/api';
import { useForm } from '~/lib/forms';
import { useAccess } from '~/lib/use-access';
import { servicesQueries } from '../services.queries';
import { aliasSchema } from '../services.schemas';
import { AliasFormCard, Loaded, aliasCrumbs } from './common';

/** The privilege the server asks for before an alias's primary user changes (docs/product-rules.md#actions-inside-screens). */
export const PRIMARY_USER_PRIVILEGE = 'administrative:edit_alias_primary_user';

export function AliasEditPage({ aliasId }: { aliasId: number }) {
  const alias = useQuery(servicesQueries.aliasDetail(aliasId));
  return (
    <>
      <PageHeader title="Edit alias" {...aliasCrumbs(aliasId, alias.data?.name, { label: 'Edit' })} />
      <Loaded query={alias} label="Loading the alias" className="max-w-2xl">
        {(data) => <AliasForm alias={data} />}
      </Loaded>
    </>
  );
}

const statusOptions = [
  { value: 'active' as const, label: 'Active' },
  { value: 'suspended' as const, label: 'Suspended' },
];

interface UserOption {
  id: number;
  name: string;
}

function AliasForm({ alias }: { alias: Schemas['AliasDetail'] }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { holds } = useAccess();
  const form = useForm({
    initialValues: {
      name: alias.name,
      email: alias.email,
      status: alias.status,
      primary_user_id: alias.primary_user_id,
    },
    schema: aliasSchema,
    onSubmit: async (values) => {
      const { data } = await api.PUT('/aliases/{aliasId}', {
        params: { path: { aliasId: alias.id } },
        body: values,
      });
      queryClient.setQueryData(servicesQueries.aliasDetail(alias.id).queryKey, data);
      await queryClient.invalidateQueries({ queryKey: servicesQueries.aliasLists() });
      toast.success(`${data.name} is saved.`);
      await navigate({ to: '/services/alias/$aliasId', params: { aliasId: alias.id } });
    },
  });
  const [primaryLabel, setPrimaryLabel] = useState(alias.primary_user_name);

  return (
    <AliasFormCard form={form} aliasId={alias.id} submitLabel="Save alias" onlyWhenChanged>
      <FormField
        label="Alias name"
        description="Lower-case letters, digits and hyphens."
        error={form.errors.name}
        required
      >
        <TextInput {...form.bind('name')} autoComplete="off" />
      </FormField>
      <FormField label="E-mail" error={form.errors.email} required>
        <TextInput {...form.bind('email')} type="email" autoComplete="off" />
      </FormField>
      <FormField label="Status" error={form.errors.status} required>
        <Select
          name="status"
          options={statusOptions}
          value={form.values.status}
          onChange={(value) => form.setValue('status', value)}
        />
      </FormField>
      {holds(PRIMARY_USER_PRIVILEGE) ? (
        <PrimaryUserField
          value={
            form.values.primary_user_id === null
              ? null
              : {
                  id: form.values.primary_user_id,
                  name: primaryLabel ?? `User ${form.values.primary_user_id}`,
                }
          }
          onChange={(user) => {
            setPrimaryLabel(user?.name ?? null);
            form.setValue('primary_user_id', user?.id ?? null);
          }}
          error={form.errors.primary_user_id}
        />
      ) : (
        <FormField
          label="Primary user"
          description="Only a user with the privilege to edit an alias's primary user can change it."
        >
          <TextInput value={alias.primary_user_name ?? 'None'} readOnly disabled />
        </FormField>
      )}
    </AliasFormCard>
  );
}

/** Picks any user of the organisation, searching on the server as the user types. */
function PrimaryUserField({
  value,
  onChange,
  error,
}: {
  value: UserOption | null;
  onChange: (user: UserOption | null) => void;
  error?: string;
}) {
  const [query, setQuery] = useState('');
  const candidates = useQuery(servicesQueries.primaryUserCandidates(query.trim()));
  const found: UserOption[] = (candidates.data?.items ?? []).map((u) => ({ id: u.id, name: u.full_name }));
  const options = value && !found.some((u) => u.id === value.id) ? [value, ...found] : found;
  return (
    <FormField
      label="Primary user"
      description={
        candidates.isError
          ? `Users cannot be listed: ${candidates.error.message}`
          : 'Type to search the users of the organisation.'
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
        placeholder="No primary user"
        emptyMessage={candidates.isFetching ? 'Searching…' : 'No user matches'}
      />
    </FormField>
  );
}
