import { useQuery } from '@tanstack/react-query';

import { Alert, Card, FormField, PageHeader, PasswordInput } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { FormActions } from '~/components/form';
import { useForm } from '~/lib/forms/forms';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';
import { useCredentialsLocked } from '~/lib/session/staff-sso';

import { accountMessages } from '../account.messages';
import { useChangePassword } from '../account.mutations';
import { accountQueries } from '../account.queries';
import { changePasswordSchemaFor } from '../account.schemas';
import { CredentialsLockedNote } from './credentials-locked-note';
import { PasswordPolicyChecklist } from './password-policy';

export function ChangePasswordPage() {
  const t = useMessages(accountMessages);
  if (useCredentialsLocked())
    return (
      <>
        <PageHeader title={t('changePassword')} />
        <Card className="max-w-xl">
          <CredentialsLockedNote backToProfile />
        </Card>
      </>
    );
  return <ChangePasswordForm />;
}

function ChangePasswordForm() {
  const t = useMessages(accountMessages);
  // The rules are a help, not the screen's data: without them the server still checks the password.
  const policy = useQuery(accountQueries.passwordPolicy());
  const change = useChangePassword();
  const navigateAfterSave = useNavigateAfterSave();
  const form = useForm({
    initialValues: { current_password: '', new_password: '', confirm: '' },
    schema: changePasswordSchemaFor(policy.data),
    onSubmit: async ({ current_password, new_password }) => {
      await change.mutateAsync({ current_password, new_password });
      await navigateAfterSave({ to: '/profile' });
    },
  });

  return (
    <>
      <PageHeader title={t('changePassword')} />
      <Card className="max-w-xl">
        <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
          {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
          <FormField label={t('currentPassword')} error={form.errors.current_password} required>
            <PasswordInput {...form.bind('current_password')} autoComplete="current-password" />
          </FormField>
          <FormField label={t('newPassword')} error={form.errors.new_password} required>
            <PasswordInput {...form.bind('new_password')} autoComplete="new-password" />
          </FormField>
          {policy.isError && <Alert tone="warning">{t('policyFailed')}</Alert>}
          <PasswordPolicyChecklist policy={policy.data} password={form.values.new_password} />
          <FormField label={t('repeatPassword')} error={form.errors.confirm} required>
            <PasswordInput {...form.bind('confirm')} autoComplete="new-password" />
          </FormField>
          <FormActions form={form} label={t('changePassword')} />
        </form>
      </Card>
    </>
  );
}
