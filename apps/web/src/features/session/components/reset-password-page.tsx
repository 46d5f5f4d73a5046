import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';

import { ApiError } from '@console/sdk';
import { maskEmail, Spinner } from '@console/ui';

import { resetPassword, verifyResetToken } from '../session.api';
import { LinkGone, LinkPasswordForm } from './link-password-form';

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
      <LinkGone
        title={gone ? 'This reset link no longer works' : 'Something went wrong'}
        advice={
          gone
            ? 'Reset links work once and expire after a while. Ask for a new one and use the latest e-mail.'
            : verified.error.message
        }
        next={{ to: '/forgotpassword', label: 'Ask for a new reset link' }}
      />
    );
  }
  // Whoever holds the link may not own the address: it is shown masked (docs/product-rules.md#formats-and-masks).
  return (
    <LinkPasswordForm
      title="Choose a new password"
      intro={`For ${maskEmail(verified.data.email)}`}
      submitLabel="Set new password"
      save={(password) => resetPassword(token, password)}
      signInState={{ passwordChanged: true }}
    />
  );
}
