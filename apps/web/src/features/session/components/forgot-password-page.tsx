import { useState } from 'react';

import { Alert } from '@console/ui';

import { TextLink } from '~/components/navigation';
import { useForm } from '~/lib/forms/forms';

import { requestPasswordReset } from '../session.api';
import { forgotPasswordSchema } from '../session.schemas';
import { PublicField, PublicInput, PublicSubmit } from './public-controls';

export function ForgotPasswordPage() {
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
    return (
      <div className="space-y-4">
        <h1 className="text-xl font-semibold">Check your e-mail</h1>
        <p className="text-sm">
          If an account exists for <strong>{sentTo}</strong>, we sent it a link to choose a new password. The
          link works once and expires soon.
        </p>
        <TextLink to="/login" className="text-sm">
          Back to sign in
        </TextLink>
      </div>
    );
  }

  return (
    <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
      <h1 className="text-xl font-semibold">Forgot your password?</h1>
      <p className="text-sm text-fg-muted">Enter your e-mail and we will send you a reset link.</p>
      {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
      <PublicField label="E-mail" error={form.errors.email} required>
        {(control) => <PublicInput {...control} {...form.bind('email')} type="email" autoComplete="email" />}
      </PublicField>
      <PublicSubmit loading={form.submitting} disabled={form.waiting}>
        Send reset link
      </PublicSubmit>
      <p className="text-center text-sm">
        <TextLink to="/login">Back to sign in</TextLink>
      </p>
    </form>
  );
}
