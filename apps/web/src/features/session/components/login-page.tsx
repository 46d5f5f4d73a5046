import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';

import { TooManyRequestsError } from '@console/sdk';
import { Alert, Spinner } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { TextLink } from '~/components/navigation';
import { useForm } from '~/lib/forms/forms';
import { safeRedirect } from '~/lib/session/redirect';

import { signInNotice } from '../password-changed';
import { type Credentials, login } from '../session.api';
import { sessionMessages } from '../session.messages';
import { loginSchema } from '../session.schemas';
import { describeLoginError } from './login-errors';
import { PublicField, PublicInput, PublicPasswordInput, PublicSubmit } from './public-controls';

// The two-factor step loads only when the first step asks for it (its kit controls stay out of the
// sign-in page's first load, decision 0010).
const TwoFactorStep = lazy(() => import('./two-factor-step').then((m) => ({ default: m.TwoFactorStep })));

export function LoginPage() {
  const search = useSearch({ from: '/_public/login' });
  const navigate = useNavigate();
  const t = useMessages(sessionMessages);
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  // Resolves once the next screen has loaded: until then the form keeps its button busy (the first visit
  // loads the console's code and data, which can take seconds on a slow line).
  const done = () => navigate({ href: safeRedirect(search.redirect), replace: true });

  return credentials ? (
    <Suspense fallback={<Spinner />}>
      <TwoFactorStep
        credentials={credentials}
        onSignedIn={done}
        heading={<h1 className="text-xl font-semibold">{t('twoFactor')}</h1>}
        extraActions={
          <button type="button" className="hover:underline" onClick={() => setCredentials(null)}>
            {t('back')}
          </button>
        }
      />
    </Suspense>
  ) : (
    <FirstStep onTwoFactor={setCredentials} onSignedIn={done} />
  );
}

function FirstStep(props: { onTwoFactor: (c: Credentials) => void; onSignedIn: () => Promise<void> }) {
  const t = useMessages(sessionMessages);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '' },
    schema: loginSchema,
    trackUnsaved: false,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const outcome = await login(values);
        if (outcome.kind === 'two-factor-required') {
          props.onTwoFactor(values);
          return;
        }
      } catch (error) {
        // Too many attempts: the form counts the wait down and refuses to send until it is over.
        if (error instanceof TooManyRequestsError) throw error;
        setFailure(describeLoginError(error));
        form.setValue('password', '');
        return;
      }
      await props.onSignedIn();
    },
  });
  const message = form.errors.form ?? failure;
  const notice = useLocation({ select: ({ state }) => signInNotice(state) });

  return (
    <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
      <h1 className="text-xl font-semibold">{t('signIn')}</h1>
      {message ? <Alert tone="error">{message}</Alert> : notice && <Alert tone="success">{t(notice)}</Alert>}
      <PublicField label={t('email')} error={form.errors.email} required>
        {(control) => (
          <PublicInput {...control} {...form.bind('email')} type="email" autoComplete="username" />
        )}
      </PublicField>
      <PublicField label={t('password')} error={form.errors.password} required>
        {(control) => (
          <PublicPasswordInput {...control} {...form.bind('password')} autoComplete="current-password" />
        )}
      </PublicField>
      <PublicSubmit loading={form.submitting} disabled={form.waiting}>
        {t('signIn')}
      </PublicSubmit>
      <p className="text-center text-sm">
        <TextLink to="/forgotpassword">{t('forgot')}</TextLink>
      </p>
    </form>
  );
}
