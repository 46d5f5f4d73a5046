import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';

import { Alert, FormField, PasswordInput, Switch, TextInput } from '@console/ui';

import { FormActions, type FormActionsProps, RecordConflict } from '~/components/form';
import {
  NameFields,
  PasswordPolicyChecklist,
  passwordPolicyQuery,
  passwordSchemaFor,
} from '~/features/account';
import { rolesQueries } from '~/features/roles';
import { type EditedRecord, useEditForm } from '~/lib/forms/edit-form';

import { userSchema, type UserValues } from '../users.schemas';
import { RolePicker } from './role-picker';

const USER_FIELD_LABELS = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'E-mail',
  status: 'Active',
  role_ids: 'Roles',
};

/** The user form of the add and edit screens. On add, a first password may be set (else an invitation). */
export function UserForm<Extra extends { password?: string }>({
  initialValues,
  onSubmit,
  submitLabel,
  isAccountOwner = false,
  withPassword = false,
  emailLockedReason,
  cancelTo,
  record,
}: {
  initialValues: UserValues & Extra;
  onSubmit: (values: UserValues & Extra, version: { ifMatch: string | undefined }) => Promise<unknown>;
  /** On edit: the stored user, so a save over someone else's change shows both instead of overwriting. */
  record?: EditedRecord<UserValues & Extra>;
  submitLabel: string;
  /** The primary user cannot be made inactive: the switch says so before the server has to. */
  isAccountOwner?: boolean;
  withPassword?: boolean;
  /** Why the e-mail cannot change here; the field is read-only and says so. */
  emailLockedReason?: string;
  /** Where Cancel leads. */
  cancelTo?: FormActionsProps['cancelTo'];
}) {
  const policy = useQuery({ ...passwordPolicyQuery(), enabled: withPassword });
  const schema = withPassword
    ? v.object({
        ...userSchema.entries,
        password: v.union([v.literal(''), passwordSchemaFor(policy.data)]),
      })
    : userSchema;
  const form = useEditForm({
    initialValues,
    schema: schema as unknown as v.GenericSchema<UserValues & Extra, UserValues & Extra>,
    onSubmit,
    record,
  });
  const roles = useQuery(rolesQueries.options());
  const roleNames = (ids: unknown) =>
    (ids as number[]).map((id) => roles.data?.find((r) => r.id === id)?.name ?? `#${id}`).join(', ') ||
    '(none)';
  return (
    <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
      {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
      {record && (
        <RecordConflict
          form={form}
          what="this user"
          labels={USER_FIELD_LABELS}
          format={(field, value) => (field === 'role_ids' ? roleNames(value) : undefined)}
        />
      )}
      <NameFields form={form} />
      <FormField label="E-mail" description={emailLockedReason} error={form.errors.email} required>
        <TextInput
          {...form.bind('email')}
          type="email"
          autoComplete="off"
          readOnly={emailLockedReason !== undefined}
        />
      </FormField>
      <Switch
        name="status"
        label="Active"
        description={
          isAccountOwner
            ? 'The Account Owner is always active.'
            : 'An inactive user cannot sign in; their sessions end at once.'
        }
        checked={form.values.status}
        disabled={isAccountOwner}
        onChange={(on) => form.setValue('status', on as (UserValues & Extra)['status'])}
      />
      <RolePicker
        value={form.values.role_ids}
        onChange={(ids) => form.setValue('role_ids', ids as (UserValues & Extra)['role_ids'])}
        error={form.errors.role_ids}
      />
      {withPassword && (
        <div className="space-y-2">
          <FormField
            label="Password"
            description="Leave it empty to send the user an e-mail to choose their own."
            error={form.errors.password}
          >
            <PasswordInput {...form.bind('password')} autoComplete="new-password" />
          </FormField>
          {form.values.password && (
            <PasswordPolicyChecklist policy={policy.data} password={form.values.password} />
          )}
        </div>
      )}
      <FormActions form={form} label={submitLabel} edit={record !== undefined} cancelTo={cancelTo} />
    </form>
  );
}
