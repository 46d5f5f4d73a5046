import { FormField, TextInput } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import type { TextFieldsForm } from '~/lib/forms/forms';

import { adminServiceTypesMessages } from '../admin-service-types.messages';

/** A catalogue entry's name and unique code (service types, locations): the first two fields of its form. */
export function NameAndCodeFields({ form }: { form: TextFieldsForm<'name' | 'code'> }) {
  const t = useMessages(adminServiceTypesMessages);
  return (
    <>
      <FormField label={t('name')} error={form.errors.name} required>
        <TextInput {...form.bind('name')} autoComplete="off" />
      </FormField>
      <FormField label={t('code')} description={t('codeHint')} error={form.errors.code} required>
        <TextInput {...form.bind('code')} autoComplete="off" />
      </FormField>
    </>
  );
}
