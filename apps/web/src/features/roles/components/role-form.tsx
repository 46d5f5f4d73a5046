import { type FormEvent, useState } from 'react';

import { Alert, FormField, Textarea, TextInput } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { FormActions, type FormActionsProps, RecordConflict } from '~/components/form';
import { type EditedRecord, useEditForm } from '~/lib/forms/edit-form';

import { rolesMessages } from '../roles.messages';
import { roleSchema, type RoleValues } from '../roles.schemas';
import { type PrivilegeCatalogueQuery, PrivilegePicker } from './privilege-picker';

/** What the role form edits of a role (the console's or a predefined one). */
export const roleValues = (role: RoleValues): RoleValues => ({
  name: role.name,
  description: role.description,
  privileges: role.privileges,
});

/** The role form of the add and edit screens: the console's roles and the staff's predefined roles. */
export function RoleForm({
  initialValues,
  onSubmit,
  submitLabel,
  cancelTo,
  catalogueQuery,
  record,
}: {
  /** The privileges offered: the console's catalogue unless a screen gives another. */
  catalogueQuery?: PrivilegeCatalogueQuery;
  initialValues: RoleValues;
  onSubmit: (values: RoleValues, version: { ifMatch: string | undefined }) => Promise<unknown>;
  /** On edit: the stored role, so a save over someone else's change shows both instead of overwriting. */
  record?: EditedRecord<RoleValues>;
  submitLabel: string;
  /** Where Cancel leads. */
  cancelTo?: FormActionsProps['cancelTo'];
}) {
  const t = useMessages(rolesMessages);
  const form = useEditForm({ initialValues, schema: roleSchema, onSubmit, record });
  // An alias prefix typed but not added would be silently dropped: saving waits until it is added or cleared.
  const [unaddedPrefix, setUnaddedPrefix] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const box = event.currentTarget.elements.namedItem('new_alias_prefix');
    const typed = box instanceof HTMLInputElement ? box.value.trim() : '';
    setUnaddedPrefix(typed || null);
    if (!typed) return form.handleSubmit(event);
    event.preventDefault();
    (box as HTMLInputElement).focus();
  };
  return (
    <form id={form.id} onSubmit={submit} noValidate className="space-y-5">
      {unaddedPrefix && <Alert tone="error">{t('prefixNotAdded', { prefix: unaddedPrefix })}</Alert>}
      {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
      {record && (
        <RecordConflict
          form={form}
          what={t('thisRole')}
          labels={{ name: t('name'), description: t('description'), privileges: t('privileges') }}
        />
      )}
      <FormField label={t('name')} error={form.errors.name} required>
        <TextInput {...form.bind('name')} autoComplete="off" />
      </FormField>
      <FormField label={t('description')} error={form.errors.description}>
        <Textarea {...form.bind('description')} rows={2} />
      </FormField>
      <section aria-labelledby={`${form.id}-privileges`} className="space-y-2">
        <h2 id={`${form.id}-privileges`} className="text-base font-semibold">
          {t('privileges')}
        </h2>
        <PrivilegePicker
          value={form.values.privileges}
          onChange={(privileges) => form.setValue('privileges', privileges)}
          error={form.errors.privileges}
          catalogueQuery={catalogueQuery}
        />
      </section>
      <FormActions form={form} label={submitLabel} edit={record !== undefined} cancelTo={cancelTo} />
    </form>
  );
}
