import { ApiError } from '@console/sdk';
import { Alert, Spinner } from '@console/ui';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useForm } from '~/lib/forms';
import { safeRedirect } from '~/lib/redirect';
import { login, type Credentials } from '../session.api';
import { loginSchema } from '../session.schemas';
import { PublicField, PublicInput, PublicPasswordInput, PublicSubmit } from './public-controls';

const SecondStep = lazy(() => import('./login-second-step'));

/** Sign-in messages by status (issue 8): the form keeps the e-mail whatever happens. */
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
  const done = () => navigate({ href: safeRedirect(search.redirect), replace: true });

  return credentials ? (
    <Suspense fallback={<Spinner />}>
      <SecondStep credentials={credentials} onBack={() => setCredentials(null)} onSignedIn={done} />
    </Suspense>
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
      <PublicField label="E-mail" error={form.errors.email} required>
        {(control) => (
          <PublicInput {...control} {...form.bind('email')} type="email" autoComplete="username" />
        )}
      </PublicField>
      <PublicField label="Password" error={form.errors.password} required>
        {(control) => (
          <PublicPasswordInput {...control} {...form.bind('password')} autoComplete="current-password" />
        )}
      </PublicField>
      <PublicSubmit loading={form.submitting}>Sign in</PublicSubmit>
      <p className="text-center text-sm">
        <Link to="/forgotpassword" className="text-primary hover:underline">
          Forgot your password?
        </Link>
      </p>
    </form>
  );
}
