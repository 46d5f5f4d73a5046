import { Alert, Button, Dialog, FormField, PasswordInput, TextInput } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from '~/lib/forms';
import { sessionQueries } from '~/lib/session';
import { describeLoginError } from './login-page';
import { login } from '../session.api';
import * as v from 'valibot';

/** Sign-in in place when the session expires over a form with unsaved input: the form stays as typed. */
export function SignInDialog({ open, onSignedIn }: { open: boolean; onSignedIn: () => void }) {
  const { data: me } = useQuery({ ...sessionQueries.me(), enabled: false });
  const [email, setEmail] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const knownEmail = me?.email ?? email;
  const form = useForm({
    initialValues: { password: '' },
    schema: v.object({ password: v.pipe(v.string(), v.nonEmpty('Enter your password.')) }),
    trackUnsaved: false,
    onSubmit: async ({ password }) => {
      setFailure(null);
      try {
        const outcome = await login({ email: knownEmail, password });
        if (outcome.kind === 'two-factor-required') {
          setFailure(
            'Your account uses two-factor authentication: save your work elsewhere, then sign in again.',
          );
          return;
        }
        form.reset({ password: '' });
        onSignedIn();
      } catch (error) {
        setFailure(describeLoginError(error));
      }
    },
  });

  return (
    <Dialog open={open} onClose={() => undefined} title="Your session has expired">
      <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-4">
        <p className="text-sm">Sign in again to continue. What you typed is kept.</p>
        {failure && <Alert tone="error">{failure}</Alert>}
        {!me?.email && (
          <FormField label="E-mail" required>
            <TextInput name="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </FormField>
        )}
        <FormField label="Password" error={form.errors.password} required>
          <PasswordInput {...form.bind('password')} autoComplete="current-password" />
        </FormField>
        <Button type="submit" loading={form.submitting}>
          Sign in
        </Button>
      </form>
    </Dialog>
  );
}
