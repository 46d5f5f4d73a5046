import { TooManyRequestsError } from '@console/sdk';
import { Alert, Button, FormField, PasswordInput, TextInput } from '@console/ui';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from '~/lib/forms';
import { safeRedirect } from '~/lib/redirect';
import { login, type Credentials } from '../session.api';
import { loginSchema } from '../session.schemas';
import { describeLoginError } from './login-errors';
import { TwoFactorStep } from './two-factor-step';

export function LoginPage() {
  const search = useSearch({ from: '/_public/login' });
  const navigate = useNavigate();
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const done = () => navigate({ href: safeRedirect(search.redirect), replace: true });

  return credentials ? (
    <TwoFactorStep
      credentials={credentials}
      onSignedIn={done}
      heading={<h1 className="text-xl font-semibold">Two-factor authentication</h1>}
      extraActions={
        <button type="button" className="hover:underline" onClick={() => setCredentials(null)}>
          Back
        </button>
      }
    />
  ) : (
    <FirstStep onTwoFactor={setCredentials} onSignedIn={done} />
  );
}

function FirstStep(props: { onTwoFactor: (c: Credentials) => void; onSignedIn: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '' },
    schema: loginSchema,
    trackUnsaved: false,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const outcome = await login(values);
        if (outcome.kind === 'two-factor-required') props.onTwoFactor(values);
        else props.onSignedIn();
      } catch (error) {
        // Too many attempts: the form counts the wait down and refuses to send until it is over.
        if (error instanceof TooManyRequestsError) throw error;
        setFailure(describeLoginError(error));
        form.setValue('password', '');
      }
    },
  });
  const message = form.errors.form ?? failure;

  return (
    <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
      <h1 className="text-xl font-semibold">Sign in</h1>
      {message && <Alert tone="error">{message}</Alert>}
      <FormField label="E-mail" error={form.errors.email} required>
        <TextInput {...form.bind('email')} type="email" autoComplete="username" />
      </FormField>
      <FormField label="Password" error={form.errors.password} required>
        <PasswordInput {...form.bind('password')} autoComplete="current-password" />
      </FormField>
      <Button type="submit" className="w-full" loading={form.submitting} disabled={form.waiting}>
        Sign in
      </Button>
      <p className="text-center text-sm">
        <Link to="/forgotpassword" className="text-primary hover:underline">
          Forgot your password?
        </Link>
      </p>
    </form>
  );
}
