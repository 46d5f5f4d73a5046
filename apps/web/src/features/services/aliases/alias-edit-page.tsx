import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { FormField, PageHeader, Select, TextInput } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { RecordConflict } from '~/components/form';
import { useAccess } from '~/lib/access/use-access';
import { storedRecord, useEditForm } from '~/lib/forms/edit-form';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';

import { aliasesMessages } from '../aliases.messages';
import { useAliasCrumbs } from '../common/alias-crumbs';
import { AliasFormCard } from '../common/alias-form-card';
import { useUpdateAlias } from '../services.mutations';
import { servicesQueries } from '../services.queries';
import { aliasSchema } from '../services.schemas';
import { PrimaryUserField } from './primary-user-field';

const route = getRouteApi('/_authenticated/services/alias/$aliasId/edit');

export function AliasEditPage() {
  const { aliasId } = route.useParams();
  const { data: alias } = useSuspenseQuery(servicesQueries.aliasDetail(aliasId));
  const t = useMessages(aliasesMessages);
  return (
    <>
      <PageHeader title={t('editAlias')} {...useAliasCrumbs(aliasId, alias.name, { label: t('edit') })} />
      <AliasForm key={alias.id} alias={alias} />
    </>
  );
}

const aliasValues = (alias: Schemas['Alias']) => ({
  name: alias.name,
  email: alias.email,
  status: alias.status,
  primary_user_id: alias.primary_user_id,
});

function AliasForm({ alias }: { alias: Schemas['AliasDetail'] }) {
  const navigateAfterSave = useNavigateAfterSave();
  const update = useUpdateAlias(alias.id);
  const { can } = useAccess();
  const t = useMessages(aliasesMessages);
  const statusOptions = [
    { value: 'active' as const, label: t('active') },
    { value: 'suspended' as const, label: t('suspended') },
  ];
  // A conflict shows the primary user by name: as the record had it, as picked here, or as their record has it.
  const [userNames] = useState(() => new Map<number, string>());
  const remember = (record: Schemas['Alias']) => {
    if (record.primary_user_id !== null && record.primary_user_name)
      userNames.set(record.primary_user_id, record.primary_user_name);
  };
  // The save sends the version the values came from (docs/decisions/0031-record-versions.md).
  const form = useEditForm({
    initialValues: aliasValues(alias),
    schema: aliasSchema,
    onSubmit: async (values, { ifMatch }) => {
      await update.mutateAsync({ values, ifMatch });
      await navigateAfterSave({ to: '/services/alias/$aliasId', params: { aliasId: alias.id } });
    },
    record: storedRecord(`/aliases/${alias.id}`, alias, (record: Schemas['Alias']) => {
      remember(record);
      return aliasValues(record);
    }),
  });
  const [primaryLabel, setPrimaryLabel] = useState(alias.primary_user_name);
  remember(alias);
  if (form.values.primary_user_id !== null && primaryLabel)
    userNames.set(form.values.primary_user_id, primaryLabel);
  const primaryName = (id: unknown) =>
    id === null
      ? t('none')
      : ((typeof id === 'number' ? userNames.get(id) : undefined) ?? t('userNumber', { id: String(id) }));

  return (
    <AliasFormCard form={form} aliasId={alias.id} submitLabel={t('saveAlias')} onlyWhenChanged>
      <RecordConflict
        form={form}
        what={t('thisAlias')}
        labels={{
          name: t('aliasName'),
          email: t('email'),
          status: t('status'),
          primary_user_id: t('primaryUser'),
        }}
        format={(field, value) =>
          field === 'status'
            ? statusOptions.find((o) => o.value === value)?.label
            : field === 'primary_user_id'
              ? primaryName(value)
              : undefined
        }
      />
      <FormField label={t('aliasName')} description={t('aliasNameHint')} error={form.errors.name} required>
        <TextInput {...form.bind('name')} autoComplete="off" />
      </FormField>
      <FormField label={t('email')} error={form.errors.email} required>
        <TextInput {...form.bind('email')} type="email" autoComplete="off" />
      </FormField>
      <FormField label={t('status')} error={form.errors.status} required>
        <Select
          name="status"
          options={statusOptions}
          value={form.values.status}
          onChange={(value) => form.setValue('status', value)}
        />
      </FormField>
      {can('aliases.primary_user') ? (
        <PrimaryUserField
          value={
            form.values.primary_user_id === null
              ? null
              : {
                  id: form.values.primary_user_id,
                  name: primaryLabel ?? t('userNumber', { id: String(form.values.primary_user_id) }),
                }
          }
          onChange={(user) => {
            setPrimaryLabel(user?.name ?? null);
            form.setValue('primary_user_id', user?.id ?? null);
          }}
          error={form.errors.primary_user_id}
        />
      ) : (
        <FormField label={t('primaryUser')} description={t('primaryUserLocked')}>
          <TextInput value={alias.primary_user_name ?? t('none')} readOnly disabled />
        </FormField>
      )}
    </AliasFormCard>
  );
}
