import type { Schemas } from '@console/sdk';
import { FormField, PasswordInput } from '@console/ui';
import type { ReactNode } from 'react';
import { PasswordPolicyChecklist } from './password-policy';

interface NewPasswordForm {
  bind: (name: 'password' | 'confirm') => {
    name: string;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
  };
  values: { password: string };
  errors: { password?: string; confirm?: string; form?: ReactNode };
}

/** A new password, the policy's checklist as it is typed, and the password again (`passwordPairSchemaFor`). */
export function NewPasswordFields({
  form,
  policy,
}: {
  form: NewPasswordForm;
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
