import { Alert, Button, Card, FormField, PageHeader, PasswordInput, toast } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { api } from '~/lib/api';
import { useForm } from '~/lib/forms';
import { accountQueries } from '../account.queries';
import { PasswordPolicyChecklist, passwordSchemaFor } from './password-policy';

export function ChangePasswordPage() {
  const policy = useQuery(accountQueries.passwordPolicy());
  const navigate = useNavigate();
  const schema = v.pipe(
    v.object({
      current_password: v.pipe(v.string(), v.nonEmpty('Enter your current password.')),
      new_password: passwordSchemaFor(policy.data),
      confirm: v.string(),
    }),
    v.forward(
      v.check((i) => i.new_password === i.confirm, 'The two new passwords are not the same.'),
      ['confirm'],
    ),
  );
  const form = useForm({
    initialValues: { current_password: '', new_password: '', confirm: '' },
    schema,
    onSubmit: async ({ current_password, new_password }) => {
      await api.PUT('/user/me/changepassword', { body: { current_password, new_password } });
      toast.success('Your password is changed.');
      await navigate({ to: '/profile' });
    },
  });

  return (
    <>
      <PageHeader title="Change password" />
      <Card className="max-w-xl">
        <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
          {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
          <FormField label="Current password" error={form.errors.current_password} required>
            <PasswordInput {...form.bind('current_password')} autoComplete="current-password" />
          </FormField>
          <FormField label="New password" error={form.errors.new_password} required>
            <PasswordInput {...form.bind('new_password')} autoComplete="new-password" />
          </FormField>
          {policy.isError ? (
            <Alert tone="warning">
              The password rules could not be loaded; the server will still check them.
            </Alert>
          ) : (
            <PasswordPolicyChecklist policy={policy.data} password={form.values.new_password} />
          )}
          <FormField label="Repeat the new password" error={form.errors.confirm} required>
            <PasswordInput {...form.bind('confirm')} autoComplete="new-password" />
          </FormField>
          <Button type="submit" loading={form.submitting}>
            Change password
          </Button>
        </form>
      </Card>
    </>
  );
}
