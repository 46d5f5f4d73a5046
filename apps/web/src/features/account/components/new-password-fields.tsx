import type { Schemas } from '@console/sdk';
import { FormField, PasswordInput } from '@console/ui';

import type { TextFieldsForm } from '~/lib/forms/forms';

import { PasswordPolicyChecklist } from './password-policy';

/** A new password, the policy's checklist as it is typed, and the password again (`passwordPairSchemaFor`). */
export function NewPasswordFields({
  form,
  policy,
}: {
  form: TextFieldsForm<'password' | 'confirm'> & { values: { password: string } };
  policy: Schemas['PasswordPolicy'] | undefined;
}) {
  return (
    <>
      <FormField label="New password" error={form.errors.password} required>
        <PasswordInput {...form.bind('password')} autoComplete="new-password" />
      </FormField>
      <PasswordPolicyChecklist policy={policy} password={form.values.password} />
      <FormField label="Repeat the new password" error={form.errors.confirm} required>
        <PasswordInput {...form.bind('confirm')} autoComplete="new-password" />
      </FormField>
    </>
  );
}
