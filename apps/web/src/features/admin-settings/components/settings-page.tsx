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
import { useMessages } from '@console/ui/i18n';

import { FormActions, RecordConflict } from '~/components/form';
import { adminRolesQueries } from '~/features/admin-roles';
import { useStaffAccess } from '~/lib/access/use-staff-access';
import { type EditedRecord, storedRecord, useEditForm } from '~/lib/forms/edit-form';
import type { FieldsOf } from '~/lib/forms/field-bindings';

import { adminSettingsMessages } from '../admin-settings.messages';
import { useSaveSettings } from '../admin-settings.mutations';
import { adminSettingsQueries } from '../admin-settings.queries';
import { settingsFormSchema, settingsFormValues, type SettingsValues } from '../admin-settings.schemas';

const POLICY_RULES = [
  ['require_uppercase', 'uppercase'],
  ['require_lowercase', 'lowercase'],
  ['require_digit', 'digit'],
  ['require_symbol', 'symbol'],
] as const;

export function SettingsPage() {
  const t = useMessages(adminSettingsMessages);
  const { data: settings } = useSuspenseQuery(adminSettingsQueries.settings());
  const { can } = useStaffAccess();
  const readOnly = !can('settings.edit');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      {readOnly && (
        <Alert tone="info" className="mb-4">
          {t('readOnly')}
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

/** The form's fields, by the key of their label. */
const FIELD_LABELS = {
  maintenance_mode: 'maintenanceMode',
  maintenance_message: 'maintenanceMessage',
  support_email: 'supportEmail',
  access_token_ttl_seconds: 'accessTokenLifetime',
  refresh_token_ttl_days: 'refreshTokenLifetime',
  session_idle_timeout_minutes: 'idleTimeout',
  max_upload_bytes: 'largestUpload',
  file_sharing_quota_bytes: 'quota',
  default_predefined_role_id: 'defaultRole',
  password_policy: 'passwordPolicy',
} as const;

function SettingsForm({
  initial,
  readOnly,
  record,
}: {
  initial: SettingsValues;
  readOnly: boolean;
  record: EditedRecord<SettingsValues>;
}) {
  const t = useMessages(adminSettingsMessages);
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
    { value: 0, label: t('noRole') },
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
      <RecordConflict
        form={form}
        what={t('conflictWhat')}
        labels={Object.fromEntries(Object.entries(FIELD_LABELS).map(([field, key]) => [field, t(key)]))}
      />
      <Card title={t('maintenance')}>
        <div className="space-y-4">
          <Switch
            {...form.bindChecked('maintenance_mode')}
            label={t('maintenanceMode')}
            description={t('maintenanceModeHint')}
            disabled={readOnly}
          />
          <FormField label={t('maintenanceMessage')} error={errors.maintenance_message}>
            <Textarea {...form.bind('maintenance_message')} rows={2} disabled={readOnly} />
          </FormField>
          <FormField label={t('supportEmail')} error={errors.support_email} required>
            <TextInput {...form.bind('support_email')} type="email" disabled={readOnly} />
          </FormField>
        </div>
      </Card>
      <Card title={t('sessions')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label={t('accessTokenLifetime')} error={errors.access_token_ttl_seconds} required>
            <TextInput {...number('access_token_ttl_seconds')} />
          </FormField>
          <FormField label={t('refreshTokenLifetime')} error={errors.refresh_token_ttl_days} required>
            <TextInput {...number('refresh_token_ttl_days')} />
          </FormField>
          <FormField label={t('idleTimeout')} error={errors.session_idle_timeout_minutes} required>
            <TextInput {...number('session_idle_timeout_minutes')} />
          </FormField>
        </div>
      </Card>
      <Card title={t('files')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('largestUpload')} error={errors.max_upload_bytes} required>
            <TextInput {...number('max_upload_bytes')} />
          </FormField>
          <FormField
            label={t('quota')}
            description={t('quotaHint')}
            error={errors.file_sharing_quota_bytes}
            required
          >
            <TextInput {...number('file_sharing_quota_bytes')} />
          </FormField>
        </div>
      </Card>
      <Card title={t('newOrganizations')}>
        <FormField
          label={t('defaultRole')}
          description={<DefaultRoleHint />}
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
      <Card title={t('passwordPolicy')} description={t('passwordPolicyHint')}>
        <div className="space-y-4">
          <FormField
            label={t('minimumLength')}
            description={t('minimumLengthHint')}
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
            <legend className="mb-1 text-sm font-medium">{t('mustContain')}</legend>
            {POLICY_RULES.map(([key, label]) => (
              <Checkbox
                key={key}
                label={t(label)}
                checked={policy[key]}
                onChange={(on) => setPolicy({ [key]: on })}
                disabled={readOnly}
              />
            ))}
          </fieldset>
        </div>
      </Card>
      {!readOnly && <FormActions form={form} label={t('save')} edit />}
    </form>
  );
}

// Where the link sits in the sentence is the language's choice: the message marks it with `{link}`.
const LINK = '\u2063';

function DefaultRoleHint() {
  const t = useMessages(adminSettingsMessages);
  const [before, after] = t('defaultRoleHint', { link: LINK }).split(LINK);
  return (
    <>
      {before}
      <Link to="/admin/userroles/predefined" className="text-primary underline">
        {t('predefinedRoles')}
      </Link>
      {after}
    </>
  );
}
