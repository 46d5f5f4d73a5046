import { ApiError } from '@console/sdk';

import { Alert, Button, Spinner, maskEmail } from '@console/ui';
import { useQuery } from '@tanstack/react-query';

import { Link, useParams } from '@tanstack/react-router';

import { NewPasswordFields, passwordPairSchemaFor, passwordPolicyQuery } from '~/features/account';
import { useForm } from '~/lib/forms';

import { useNavigateAfterSave } from '~/lib/navigate-after-save';
import { resetPassword, verifyResetToken } from '../session.api';

export function ResetPasswordPage() {
  const { resetPasswordToken: token } = useParams({ from: '/_public/resetpassword/$resetPasswordToken' });
  // The token is checked before the form is offered: an expired or used link says so at once.
  const verified = useQuery({
    queryKey: ['session', 'reset-token', token],
    queryFn: () => verifyResetToken(token),
    meta: { handlesErrors: true },
    retry: false,
  });

  if (verified.isPending) return <Spinner label="Checking your reset link" />;
  if (verified.isError) {
    const gone = verified.error instanceof ApiError && [404, 410].includes(verified.error.status);
    return (
      <div className="space-y-4">
        <h1 className="text-xl font-semibold">
          {gone ? 'This reset link no longer works' : 'Something went wrong'}
        </h1>
        <p className="text-sm">
          {gone
            ? 'Reset links work once and expire after a while. Ask for a new one and use the latest e-mail.'
            : verified.error.message}
        </p>
        <Link to="/forgotpassword" className="text-sm font-medium text-primary hover:underline">
          Ask for a new reset link
        </Link>
      </div>
    );
  }
  return <NewPasswordForm token={token} email={verified.data.email} />;
}

// Whoever holds the link may not own the address: it is shown masked (docs/product-rules.md#formats-and-masks).
function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const policy = useQuery(passwordPolicyQuery());
  const navigateAfterSave = useNavigateAfterSave();
  const schema = passwordPairSchemaFor(policy.data);
  // Every failure is the form's message (a 422 on its fields, a 429 counting down); the passwords stay.
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    schema,
    trackUnsaved: false,
    onSubmit: async ({ password }) => {
      await resetPassword(token, password);
      // The used token leaves the address bar and the history: this entry becomes the sign-in page, which
      // says the password is changed (docs/product-rules.md#one-time-links).
      await navigateAfterSave({ to: '/login', replace: true, state: { passwordChanged: true } });
    },
  });

  return (
    <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
      <h1 className="text-xl font-semibold">Choose a new password</h1>
      <p className="text-sm text-fg-muted">For {maskEmail(email)}</p>
      {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
      <NewPasswordFields form={form} policy={policy.data} />
      <Button type="submit" className="w-full" loading={form.submitting} disabled={form.waiting}>
        Set new password
      </Button>
    </form>
  );
}
