import type { Schemas } from '@console/sdk';
import { FormField, PasswordInput } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import type { TextFieldsForm } from '~/lib/forms/forms';

import { accountMessages } from '../account.messages';
import { PasswordPolicyChecklist } from './password-policy';

/** A new password, the policy's checklist as it is typed, and the password again (`passwordPairSchemaFor`). */
export function NewPasswordFields({
  form,
  policy,
}: {
  form: TextFieldsForm<'password' | 'confirm'> & { values: { password: string } };
  policy: Schemas['PasswordPolicy'] | undefined;
}) {
  const t = useMessages(accountMessages);
  return (
    <>
      <FormField label={t('newPassword')} error={form.errors.password} required>
        <PasswordInput {...form.bind('password')} autoComplete="new-password" />
      </FormField>
      <PasswordPolicyChecklist policy={policy} password={form.values.password} />
      <FormField label={t('repeatPassword')} error={form.errors.confirm} required>
        <PasswordInput {...form.bind('confirm')} autoComplete="new-password" />
      </FormField>
    </>
  );
}
