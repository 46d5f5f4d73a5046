import { ApiError } from '@console/sdk';
import { Alert, Button, Checkbox, FormField, PasswordInput, TextInput } from '@console/ui';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from '~/lib/forms';
import { safeRedirect } from '~/lib/redirect';
import { login, type Credentials } from '../session.api';
import { loginSchema, secondStepSchema } from '../session.schemas';

/** Sign-in messages by status (docs/product-rules.md#sign-in): the form keeps the e-mail whatever happens. */
export function describeLoginError(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Signing in failed. Please try again.';
  if (error.status === 401) return 'The e-mail or password is not right. Check them and try again.';
  if (error.status === 403)
    return typeof error.detail === 'string' ? error.detail : 'This account is inactive.';
  if (error.status === 423) return 'This account is locked. Ask an account owner to unlock it.';
  if (error.status === 429) return 'Too many sign-in attempts. Wait a minute, then try again.';
  return error.message;
}

export function LoginPage() {
  const search = useSearch({ from: '/_public/login' });
  const navigate = useNavigate();
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const done = () => void navigate({ href: safeRedirect(search.redirect), replace: true });

  return credentials ? (
    <SecondStep credentials={credentials} onBack={() => setCredentials(null)} onSignedIn={done} />
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
        setFailure(describeLoginError(error));
        form.setValue('password', '');
      }
    },
  });

  return (
    <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
      <h1 className="text-xl font-semibold">Sign in</h1>
      {failure && <Alert tone="error">{failure}</Alert>}
      <FormField label="E-mail" error={form.errors.email} required>
        <TextInput {...form.bind('email')} type="email" autoComplete="username" />
      </FormField>
      <FormField label="Password" error={form.errors.password} required>
        <PasswordInput {...form.bind('password')} autoComplete="current-password" />
      </FormField>
      <Button type="submit" className="w-full" loading={form.submitting}>
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

function SecondStep(props: { credentials: Credentials; onBack: () => void; onSignedIn: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { method: 'code' as 'code' | 'recovery_code', code: '', trust_device: false },
    schema: secondStepSchema,
    trackUnsaved: false,
    onSubmit: async ({ method, code, trust_device }) => {
      setFailure(null);
      try {
        const outcome = await login({ ...props.credentials, [method]: code, trust_device });
        if (outcome.kind === 'signed-in') props.onSignedIn();
        else setFailure('That code did not work. Check it and try again.');
      } catch (error) {
        setFailure(
          error instanceof ApiError && error.status === 401
            ? 'That code did not work. Check it and try again.'
            : describeLoginError(error),
        );
      }
    },
  });
  const usingRecovery = form.values.method === 'recovery_code';

  return (
    <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
      <h1 className="text-xl font-semibold">Two-factor authentication</h1>
      <p className="text-sm text-fg-muted">
        {usingRecovery
          ? 'Enter one of your recovery codes. Each code works once.'
          : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <FormField
        label={usingRecovery ? 'Recovery code' : 'Authentication code'}
        error={form.errors.code}
        required
      >
        <TextInput
          {...form.bind('code')}
          autoComplete="one-time-code"
          inputMode={usingRecovery ? 'text' : 'numeric'}
        />
      </FormField>
      <Checkbox
        label="Trust this device for 30 days"
        checked={form.values.trust_device}
        onChange={(checked: boolean) => form.setValue('trust_device', checked)}
      />
      <Button type="submit" className="w-full" loading={form.submitting}>
        Verify and sign in
      </Button>
      <div className="flex justify-between text-sm">
        <button
          type="button"
          className="text-primary hover:underline"
          onClick={() => {
            form.setValue('method', usingRecovery ? 'code' : 'recovery_code');
            form.setValue('code', '');
          }}
        >
          {usingRecovery ? 'Use an authentication code' : 'Use a recovery code'}
        </button>
        <button type="button" className="hover:underline" onClick={props.onBack}>
          Back
        </button>
      </div>
    </form>
  );
}
