import { FormField, TextInput } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import type { TextFieldsForm } from '~/lib/forms/forms';

import { accountMessages } from '../account.messages';

/**
 * A person's first and last name, side by side: the profile's, a user's and a staff member's forms. Only on
 * the profile (`own`) may the browser fill them in from the person's own details.
 */
export function NameFields({
  form,
  own = false,
}: {
  form: TextFieldsForm<'first_name' | 'last_name'>;
  own?: boolean;
}) {
  const t = useMessages(accountMessages);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('firstName')} error={form.errors.first_name} required>
        <TextInput {...form.bind('first_name')} autoComplete={own ? 'given-name' : 'off'} />
      </FormField>
      <FormField label={t('lastName')} error={form.errors.last_name} required>
        <TextInput {...form.bind('last_name')} autoComplete={own ? 'family-name' : 'off'} />
      </FormField>
    </div>
  );
}
