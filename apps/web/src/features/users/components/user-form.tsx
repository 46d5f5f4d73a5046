import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import * as v from 'valibot';

import { Alert, FormField, PasswordInput, Switch, TextInput } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { FormActions, type FormActionsProps, RecordConflict } from '~/components/form';
import {
  NameFields,
  PasswordPolicyChecklist,
  passwordPolicyQuery,
  passwordSchemaFor,
} from '~/features/account';
import { rolesQueries } from '~/features/roles';
import { type EditedRecord, useEditForm } from '~/lib/forms/edit-form';
import type { CheckedBinding, ValueBinding } from '~/lib/forms/field-bindings';
import type { TextFieldsForm } from '~/lib/forms/forms';

import { usersMessages } from '../users.messages';
import { type NewUserValues, userSchema, type UserValues } from '../users.schemas';
import { RolePicker } from './role-picker';

/** What the shared fields need of the add form or the edit form. */
interface UserFieldsForm extends TextFieldsForm<'first_name' | 'last_name' | 'email'> {
  bindChecked: (name: 'status') => CheckedBinding;
  bindValue: (name: 'role_ids') => ValueBinding<number[]>;
  errors: Partial<Record<keyof UserValues, string>> & { form?: ReactNode };
}

/** The fields a user's add and edit forms share: names, e-mail, active, roles. */
function UserFields({
  form,
  isAccountOwner = false,
  emailLockedReason,
}: {
  form: UserFieldsForm;
  /** The primary user cannot be made inactive: the switch says so before the server has to. */
  isAccountOwner?: boolean;
  /** Why the e-mail cannot change here; the field is read-only and says so. */
  emailLockedReason?: string | undefined;
}) {
  const t = useMessages(usersMessages);
  return (
    <>
      <NameFields form={form} />
      <FormField label={t('email')} description={emailLockedReason} error={form.errors.email} required>
        <TextInput
          {...form.bind('email')}
          type="email"
          autoComplete="off"
          readOnly={emailLockedReason !== undefined}
        />
      </FormField>
      <Switch
        {...form.bindChecked('status')}
        label={t('active')}
        description={t(isAccountOwner ? 'ownerAlwaysActive' : 'activeHint')}
        disabled={isAccountOwner}
      />
      <RolePicker {...form.bindValue('role_ids')} error={form.errors.role_ids} />
    </>
  );
}

const NEW_USER: NewUserValues = {
  first_name: '',
  last_name: '',
  email: '',
  status: true,
  role_ids: [],
  password: '',
};

/** The add screen's user form: a first password may be set, else the user gets an invitation. */
export function AddUserForm({
  onSubmit,
  cancelTo,
}: {
  onSubmit: (values: NewUserValues) => Promise<unknown>;
  /** Where Cancel leads. */
  cancelTo?: FormActionsProps['cancelTo'];
}) {
  const t = useMessages(usersMessages);
  const policy = useQuery(passwordPolicyQuery());
  const form = useEditForm<NewUserValues>({
    initialValues: NEW_USER,
    schema: v.object({
      ...userSchema.entries,
      password: v.union([v.literal(''), passwordSchemaFor(policy.data)]),
    }),
    onSubmit,
  });
  return (
    <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
      {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
      <UserFields form={form} />
      <div className="space-y-2">
        <FormField label={t('password')} description={t('passwordHint')} error={form.errors.password}>
          <PasswordInput {...form.bind('password')} autoComplete="new-password" />
        </FormField>
        {form.values.password && (
          <PasswordPolicyChecklist policy={policy.data} password={form.values.password} />
        )}
      </div>
      <FormActions form={form} label={t('addUser')} cancelTo={cancelTo} />
    </form>
  );
}

/** The edit screen's user form: a save over someone else's change shows both instead of overwriting. */
export function EditUserForm({
  initialValues,
  record,
  onSubmit,
  isAccountOwner,
  emailLockedReason,
}: {
  initialValues: UserValues;
  /** The stored user. */
  record: EditedRecord<UserValues>;
  onSubmit: (values: UserValues, version: { ifMatch: string | undefined }) => Promise<unknown>;
  isAccountOwner: boolean;
  emailLockedReason: string | undefined;
}) {
  const t = useMessages(usersMessages);
  const form = useEditForm({ initialValues, schema: userSchema, onSubmit, record });
  const roles = useQuery(rolesQueries.options());
  const roleNames = (value: unknown) => {
    if (!Array.isArray(value)) return undefined;
    const ids: readonly unknown[] = value;
    const names = ids.map((id) => roles.data?.find((r) => r.id === id)?.name ?? `#${String(id)}`);
    return names.join(', ') || t('noneParenthesized');
  };
  return (
    <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
      {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
      <RecordConflict
        form={form}
        what={t('thisUser')}
        labels={{
          first_name: t('firstName'),
          last_name: t('lastName'),
          email: t('email'),
          status: t('active'),
          role_ids: t('roles'),
        }}
        format={(field, value) => (field === 'role_ids' ? roleNames(value) : undefined)}
      />
      <UserFields form={form} isAccountOwner={isAccountOwner} emailLockedReason={emailLockedReason} />
      <FormActions form={form} label={t('saveChanges')} edit />
    </form>
  );
}
