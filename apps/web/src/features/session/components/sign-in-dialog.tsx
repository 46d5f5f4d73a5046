import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import * as v from 'valibot';

import { TooManyRequestsError } from '@console/sdk';
import { Alert, Button, Dialog, FormField, PasswordInput, TextInput } from '@console/ui';
import { translate, useMessages } from '@console/ui/i18n';

import { FormActions } from '~/components/form';
import { useForm } from '~/lib/forms/forms';
import { sessionQueries } from '~/lib/session/session';

import { expiredMessages } from '../expired.messages';
import { type Credentials, login } from '../session.api';
import { sessionMessages } from '../session.messages';
import { signOutMessages } from '../sign-out.messages';
import { describeLoginError } from './login-errors';
import { TwoFactorStep } from './two-factor-step';

type Step = { kind: 'password' } | { kind: 'second'; credentials: Credentials } | { kind: 'leave' };

/**
 * Sign-in in place when the session expires over a form with unsaved input: the form stays as typed.
 * A two-factor account answers its second step here too. The way out is "Sign out", which first says that
 * the typed input will be lost; Escape and the close button ask the same, and Escape there goes back.
 */
export function SignInDialog({
  open,
  onSignedIn,
  onSignOut,
}: {
  open: boolean;
  onSignedIn: () => void;
  onSignOut: () => void;
}) {
  const t = useMessages(expiredMessages);
  const signOut = useMessages(signOutMessages)('signOut');
  const [step, setStep] = useState<Step>({ kind: 'password' });
  // Where "Stay" goes back to from the sign-out question (the second step keeps its credentials).
  const before = useRef<Step>({ kind: 'password' });
  const done = () => {
    setStep({ kind: 'password' });
    onSignedIn();
  };
  const askToLeave = () => {
    if (step.kind !== 'leave') before.current = step;
    setStep({ kind: 'leave' });
  };

  if (step.kind === 'leave') {
    return (
      <Dialog
        open={open}
        onClose={() => setStep(before.current)}
        role="alertdialog"
        title={t('leaveTitle')}
        description={t('leaveText')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setStep(before.current)}>
              {t('stay')}
            </Button>
            <Button variant="danger" onClick={onSignOut}>
              {signOut}
            </Button>
          </>
        }
      />
    );
  }

  return (
    <Dialog open={open} onClose={askToLeave} title={t('title')}>
      {step.kind === 'second' ? (
        <TwoFactorStep
          credentials={step.credentials}
          onSignedIn={done}
          heading={<p className="text-sm">{t('twoFactorIntro')}</p>}
          extraActions={<SignOutLink onClick={askToLeave} />}
        />
      ) : (
        <PasswordStep
          onTwoFactor={(credentials) => setStep({ kind: 'second', credentials })}
          onSignedIn={done}
          onLeave={askToLeave}
        />
      )}
    </Dialog>
  );
}

function SignOutLink({ onClick }: { onClick: () => void }) {
  const t = useMessages(signOutMessages);
  return (
    <button type="button" className="hover:underline" onClick={onClick}>
      {t('signOut')}
    </button>
  );
}

function PasswordStep(props: {
  onTwoFactor: (credentials: Credentials) => void;
  onSignedIn: () => void;
  onLeave: () => void;
}) {
  const t = useMessages(sessionMessages);
  const signOut = useMessages(signOutMessages)('signOut');
  const said = useMessages(expiredMessages);
  const { data: me } = useQuery({ ...sessionQueries.me(), enabled: false });
  const [email, setEmail] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const knownEmail = me?.email ?? email;
  const form = useForm({
    initialValues: { password: '' },
    schema: v.object({
      password: v.pipe(
        v.string(),
        v.nonEmpty(() => translate(sessionMessages, 'pwEmpty')),
      ),
    }),
    trackUnsaved: false,
    onSubmit: async ({ password }) => {
      setFailure(null);
      try {
        const credentials = { email: knownEmail, password };
        const outcome = await login(credentials);
        if (outcome.kind === 'two-factor-required') props.onTwoFactor(credentials);
        else props.onSignedIn();
      } catch (error) {
        if (error instanceof TooManyRequestsError) throw error;
        setFailure(describeLoginError(error));
      }
    },
  });
  const message = form.errors.form ?? failure;

  return (
    <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-4">
      <p className="text-sm">{said('intro')}</p>
      {message && <Alert tone="error">{message}</Alert>}
      {!me?.email && (
        <FormField label={t('email')} required>
          <TextInput name="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </FormField>
      )}
      <FormField label={t('password')} error={form.errors.password} required>
        <PasswordInput {...form.bind('password')} autoComplete="current-password" />
      </FormField>
      <FormActions form={form} label={t('signIn')} layout="dialog">
        <Button variant="secondary" onClick={props.onLeave}>
          {signOut}
        </Button>
      </FormActions>
    </form>
  );
}
