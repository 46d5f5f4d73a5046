import { FormField, TextInput } from '@console/ui';

import type { TextFieldsForm } from '~/lib/forms/forms';

/** A catalogue entry's name and unique code (service types, locations): the first two fields of its form. */
export function NameAndCodeFields({ form }: { form: TextFieldsForm<'name' | 'code'> }) {
  return (
    <>
      <FormField label="Name" error={form.errors.name} required>
        <TextInput {...form.bind('name')} autoComplete="off" />
      </FormField>
      <FormField
        label="Code"
        description="Lower-case letters, digits and dashes; unique."
        error={form.errors.code}
        required
      >
        <TextInput {...form.bind('code')} autoComplete="off" />
      </FormField>
    </>
  );
}
