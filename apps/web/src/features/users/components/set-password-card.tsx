import { useQuery } from '@tanstack/react-query';

import { Alert, Card } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { FormActions } from '~/components/form';
import {
  CredentialsLockedNote,
  NewPasswordFields,
  passwordPairSchemaFor,
  passwordPolicyQuery,
} from '~/features/account';
import { useForm } from '~/lib/forms/forms';
import { useCredentialsLocked } from '~/lib/session/staff-sso';

import { usersMessages } from '../users.messages';
import { useSetUserPassword } from '../users.mutations';

/** Sets a new password for another user (users:change_password), checked against the server's policy. */
export function SetPasswordCard({ userId, fullName }: { userId: number; fullName: string }) {
  const t = useMessages(usersMessages);
  if (useCredentialsLocked())
    return (
      <Card title={t('setPasswordTitle')}>
        <CredentialsLockedNote />
      </Card>
    );
  return <SetPasswordForm userId={userId} fullName={fullName} />;
}

function SetPasswordForm({ userId, fullName }: { userId: number; fullName: string }) {
  const t = useMessages(usersMessages);
  const policy = useQuery(passwordPolicyQuery());
  const schema = passwordPairSchemaFor(policy.data);
  const setPassword = useSetUserPassword(userId, fullName);
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    schema,
    onSubmit: async ({ password }) => {
      await setPassword.mutateAsync(password);
      form.reset({ password: '', confirm: '' });
    },
  });
  return (
    <Card title={t('setPasswordTitle')}>
      <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-4">
        {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
        <NewPasswordFields form={form} policy={policy.data} />
        <FormActions form={form} label={t('setPassword')} variant="secondary" />
      </form>
    </Card>
  );
}
