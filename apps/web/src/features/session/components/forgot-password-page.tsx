import { useState } from 'react';

import { Alert } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { TextLink } from '~/components/navigation';
import { useForm } from '~/lib/forms/forms';

import { linksMessages } from '../links.messages';
import { requestPasswordReset } from '../session.api';
import { sessionMessages } from '../session.messages';
import { forgotPasswordSchema } from '../session.schemas';
import { PublicField, PublicInput, PublicSubmit } from './public-controls';

export function ForgotPasswordPage() {
  const t = useMessages(linksMessages);
  const session = useMessages(sessionMessages);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Failures (a 429 with its countdown too) are the form's message; the e-mail stays as typed.
  const form = useForm({
    initialValues: { email: '' },
    schema: forgotPasswordSchema,
    trackUnsaved: false,
    onSubmit: async ({ email }) => {
      await requestPasswordReset(email);
      setSentTo(email);
    },
  });

  if (sentTo) {
    // The address is bold inside the sentence: the message marks its place.
    const [before, after] = t('sentTo', { email: '\u0000' }).split('\u0000');
    return (
      <div className="space-y-4">
        <h1 className="text-xl font-semibold">{t('checkEmail')}</h1>
        <p className="text-sm">
          {before}
          <strong>{sentTo}</strong>
          {after}
        </p>
        <TextLink to="/login" className="text-sm">
          {t('backToSignIn')}
        </TextLink>
      </div>
    );
  }

  return (
    <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
      <h1 className="text-xl font-semibold">{session('forgot')}</h1>
      <p className="text-sm text-fg-muted">{t('forgotIntro')}</p>
      {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
      <PublicField label={session('email')} error={form.errors.email} required>
        {(control) => <PublicInput {...control} {...form.bind('email')} type="email" autoComplete="email" />}
      </PublicField>
      <PublicSubmit loading={form.submitting} disabled={form.waiting}>
        {t('sendLink')}
      </PublicSubmit>
      <p className="text-center text-sm">
        <TextLink to="/login">{t('backToSignIn')}</TextLink>
      </p>
    </form>
  );
}
