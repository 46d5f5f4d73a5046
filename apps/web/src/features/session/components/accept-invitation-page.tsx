import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';

import { ApiError } from '@console/sdk';
import { maskEmail, Spinner } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { linksMessages } from '../links.messages';
import { acceptInvitation, checkInvitation } from '../session.api';
import { LinkGone, LinkPasswordForm } from './link-password-form';

/**
 * An invitation link (docs/decisions/0023-staff-invite-account-owner.md): the invitee chooses their password,
 * which activates them; then they sign in.
 */
export function AcceptInvitationPage() {
  const t = useMessages(linksMessages);
  const { invitationToken: token } = useParams({ from: '/_public/invitation/$invitationToken' });
  const checked = useQuery({
    queryKey: ['session', 'invitation', token],
    queryFn: () => checkInvitation(token),
    meta: { handlesErrors: true },
    retry: false,
  });

  if (checked.isPending) return <Spinner label={t('checkingInvitation')} />;
  if (checked.isError) {
    const gone = checked.error instanceof ApiError && [404, 410].includes(checked.error.status);
    return (
      <LinkGone
        title={t(gone ? 'invitationGone' : 'failed')}
        advice={gone ? t('invitationGoneAdvice') : checked.error.message}
        next={{ to: '/login', label: t('goToSignIn') }}
      />
    );
  }
  const { first_name, email, organization_name } = checked.data;
  return (
    <LinkPasswordForm
      title={t('welcome', { name: first_name })}
      intro={t('invitedAs', { organization: organization_name, email: maskEmail(email) })}
      submitLabel={t('activate')}
      save={(password) => acceptInvitation(token, password)}
      signInState={{ invitationAccepted: true }}
    />
  );
}
