import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import {
  Alert,
  Card,
  Checkbox,
  FormField,
  PageHeader,
  Select,
  Switch,
  Textarea,
  TextInput,
} from '@console/ui';

import { FormActions, RecordConflict } from '~/components/form';
import { adminRolesQueries } from '~/features/admin-roles';
import { useStaffAccess } from '~/lib/access/use-staff-access';
import { type EditedRecord, storedRecord, useEditForm } from '~/lib/forms/edit-form';
import type { FieldsOf } from '~/lib/forms/field-bindings';

import { useSaveSettings } from '../admin-settings.mutations';
import { adminSettingsQueries } from '../admin-settings.queries';
import { settingsFormSchema, settingsFormValues, type SettingsValues } from '../admin-settings.schemas';

const POLICY_RULES = [
  ['require_uppercase', 'An uppercase letter'],
  ['require_lowercase', 'A lowercase letter'],
  ['require_digit', 'A digit'],
  ['require_symbol', 'A symbol'],
] as const;

export function SettingsPage() {
  const { data: settings } = useSuspenseQuery(adminSettingsQueries.settings());
  const { can } = useStaffAccess();
  const readOnly = !can('settings.edit');
  return (
    <>
      <PageHeader
        title="Settings"
        description="The platform's settings for every organization. Each change is recorded in the audit logs with its before and after."
      />
      {readOnly && (
        <Alert tone="info" className="mb-4">
          You can read the settings; an Administrator changes them.
        </Alert>
      )}
      <SettingsForm
        initial={settingsFormValues(settings)}
        readOnly={readOnly}
        record={storedRecord('/admin/settings', settings, settingsFormValues)}
      />
    </>
  );
}

const SETTINGS_FIELD_LABELS = {
  maintenance_mode: 'Maintenance mode',
  maintenance_message: 'Maintenance message',
  support_email: 'Support e-mail',
  access_token_ttl_seconds: 'Access token lifetime (seconds)',
  refresh_token_ttl_days: 'Refresh token lifetime (days)',
  session_idle_timeout_minutes: 'Idle timeout (minutes)',
  max_upload_bytes: 'Largest upload (MB)',
  file_sharing_quota_bytes: 'File-sharing quota per alias (GB)',
  default_predefined_role_id: 'Default predefined role',
  password_policy: 'Password policy',
};

function SettingsForm({
  initial,
  readOnly,
  record,
}: {
  initial: SettingsValues;
  readOnly: boolean;
  record: EditedRecord<SettingsValues>;
}) {
  const save = useSaveSettings();
  const roles = useQuery(adminRolesQueries.list({}));
  const form = useEditForm({
    initialValues: initial,
    schema: settingsFormSchema,
    onSubmit: (values, { ifMatch }) => save.mutateAsync({ values, ifMatch }),
    record,
  });
  const errors = form.errors as Record<string, string | undefined> & { form?: ReactNode };
  const policy = form.values.password_policy;
  const setPolicy = (patch: Partial<SettingsValues['password_policy']>) =>
    form.setValue('password_policy', { ...policy, ...patch });
  const roleOptions = [
    { value: 0, label: 'None' },
    ...(roles.data?.items ?? []).map((r) => ({ value: r.id, label: r.name })),
  ];
  const number = (name: FieldsOf<SettingsValues, string>) => ({
    ...form.bind(name),
    inputMode: 'numeric' as const,
    disabled: readOnly,
  });

  return (
    <form id={form.id} onSubmit={form.handleSubmit} noValidate className="max-w-3xl space-y-6">
      {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
      <RecordConflict form={form} what="the settings" labels={SETTINGS_FIELD_LABELS} />
      <Card title="Maintenance">
        <div className="space-y-4">
          <Switch
            {...form.bindChecked('maintenance_mode')}
            label="Maintenance mode"
            description="Users (not staff) see the message below instead of the console."
            disabled={readOnly}
          />
          <FormField label="Maintenance message" error={errors.maintenance_message}>
            <Textarea {...form.bind('maintenance_message')} rows={2} disabled={readOnly} />
          </FormField>
          <FormField label="Support e-mail" error={errors.support_email} required>
            <TextInput {...form.bind('support_email')} type="email" disabled={readOnly} />
          </FormField>
        </div>
      </Card>
      <Card title="Sessions and tokens">
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label="Access token lifetime (seconds)" error={errors.access_token_ttl_seconds} required>
            <TextInput {...number('access_token_ttl_seconds')} />
          </FormField>
          <FormField label="Refresh token lifetime (days)" error={errors.refresh_token_ttl_days} required>
            <TextInput {...number('refresh_token_ttl_days')} />
          </FormField>
          <FormField label="Idle timeout (minutes)" error={errors.session_idle_timeout_minutes} required>
            <TextInput {...number('session_idle_timeout_minutes')} />
          </FormField>
        </div>
      </Card>
      <Card title="Files">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Largest upload (MB)" error={errors.max_upload_bytes} required>
            <TextInput {...number('max_upload_bytes')} />
          </FormField>
          <FormField
            label="File-sharing quota per alias (GB)"
            description="0 means no quota."
            error={errors.file_sharing_quota_bytes}
            required
          >
            <TextInput {...number('file_sharing_quota_bytes')} />
          </FormField>
        </div>
      </Card>
      <Card title="New organizations">
        <FormField
          label="Default predefined role"
          description={
            <>
              Given to a new organization's first user. The roles are edited under{' '}
              <Link to="/admin/userroles/predefined" className="text-primary underline">
                Predefined roles
              </Link>
              .
            </>
          }
          error={errors.default_predefined_role_id}
          className="max-w-sm"
        >
          <Select
            options={roleOptions}
            value={form.values.default_predefined_role_id ?? 0}
            onChange={(id: number) => form.setValue('default_predefined_role_id', id === 0 ? null : id)}
            disabled={readOnly}
            name="default_predefined_role_id"
          />
        </FormField>
      </Card>
      <Card
        title="Password policy"
        description="What every user's password must meet, checked on every change."
      >
        <div className="space-y-4">
          <FormField
            label="Minimum length"
            description="8 to 128 characters."
            error={errors['password_policy.min_length'] ?? errors.password_policy}
            required
            className="max-w-48"
          >
            <TextInput
              name="password_policy"
              value={policy.min_length}
              onChange={(e) => setPolicy({ min_length: e.target.value })}
              inputMode="numeric"
              disabled={readOnly}
            />
          </FormField>
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium">Must contain</legend>
            {POLICY_RULES.map(([key, label]) => (
              <Checkbox
                key={key}
                label={label}
                checked={policy[key]}
                onChange={(on) => setPolicy({ [key]: on })}
                disabled={readOnly}
              />
            ))}
          </fieldset>
        </div>
      </Card>
      {!readOnly && <FormActions form={form} label="Save settings" edit />}
    </form>
  );
}
