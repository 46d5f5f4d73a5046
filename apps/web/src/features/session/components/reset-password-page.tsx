import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';

import { ApiError } from '@console/sdk';
import { maskEmail, Spinner } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { linksMessages } from '../links.messages';
import { resetPassword, verifyResetToken } from '../session.api';
import { LinkGone, LinkPasswordForm } from './link-password-form';

export function ResetPasswordPage() {
  const t = useMessages(linksMessages);
  const { resetPasswordToken: token } = useParams({ from: '/_public/resetpassword/$resetPasswordToken' });
  // The token is checked before the form is offered: an expired or used link says so at once.
  const verified = useQuery({
    queryKey: ['session', 'reset-token', token],
    queryFn: () => verifyResetToken(token),
    meta: { handlesErrors: true },
    retry: false,
  });

  if (verified.isPending) return <Spinner label={t('checkingReset')} />;
  if (verified.isError) {
    const gone = verified.error instanceof ApiError && [404, 410].includes(verified.error.status);
    return (
      <LinkGone
        title={t(gone ? 'resetGone' : 'failed')}
        advice={gone ? t('resetGoneAdvice') : verified.error.message}
        next={{ to: '/forgotpassword', label: t('askNewLink') }}
      />
    );
  }
  // Whoever holds the link may not own the address: it is shown masked (docs/product-rules.md#formats-and-masks).
  return (
    <LinkPasswordForm
      title={t('chooseTitle')}
      intro={t('resetFor', { email: maskEmail(verified.data.email) })}
      submitLabel={t('setNew')}
      save={(password) => resetPassword(token, password)}
      signInState={{ passwordChanged: true }}
    />
  );
}
