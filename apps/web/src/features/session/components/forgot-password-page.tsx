import { Alert } from '@console/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from '~/lib/forms';
import { requestPasswordReset } from '../session.api';
import { forgotPasswordSchema } from '../session.schemas';
import { PublicField, PublicInput, PublicSubmit } from './public-controls';

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    schema: forgotPasswordSchema,
    trackUnsaved: false,
    onSubmit: async ({ email }) => {
      setFailure(null);
      try {
        await requestPasswordReset(email);
        setSentTo(email);
      } catch (error) {
        setFailure(error instanceof Error ? error.message : 'The request failed. Please try again.');
      }
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
        <Link to="/login" className="text-sm text-primary hover:underline">
          Back to sign in
        </Link>
      </div>
    );
  }

  return (
    <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
      <h1 className="text-xl font-semibold">Forgot your password?</h1>
      <p className="text-sm text-fg-muted">Enter your e-mail and we will send you a reset link.</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <PublicField label="E-mail" error={form.errors.email} required>
        {(control) => <PublicInput {...control} {...form.bind('email')} type="email" autoComplete="email" />}
      </PublicField>
      <PublicSubmit loading={form.submitting}>Send reset link</PublicSubmit>
      <p className="text-center text-sm">
        <Link to="/login" className="text-primary hover:underline">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}
