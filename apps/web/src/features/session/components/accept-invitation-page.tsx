import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';

import { ApiError } from '@console/sdk';
import { maskEmail, Spinner } from '@console/ui';

import { acceptInvitation, checkInvitation } from '../session.api';
import { LinkGone, LinkPasswordForm } from './link-password-form';

/**
 * An invitation link (docs/decisions/0023-staff-invite-account-owner.md): the invitee chooses their password,
 * which activates them; then they sign in.
 */
export function AcceptInvitationPage() {
  const { invitationToken: token } = useParams({ from: '/_public/invitation/$invitationToken' });
  const checked = useQuery({
    queryKey: ['session', 'invitation', token],
    queryFn: () => checkInvitation(token),
    meta: { handlesErrors: true },
    retry: false,
  });

  if (checked.isPending) return <Spinner label="Checking your invitation" />;
  if (checked.isError) {
    const gone = checked.error instanceof ApiError && [404, 410].includes(checked.error.status);
    return (
      <LinkGone
        title={gone ? 'This invitation no longer works' : 'Something went wrong'}
        advice={
          gone
            ? 'An invitation works once and expires after a week; a newer one replaces it. Use the latest e-mail, or ask your provider to send the invitation again. If you have already set your password, sign in.'
            : checked.error.message
        }
        next={{ to: '/login', label: 'Go to sign-in' }}
      />
    );
  }
  const { first_name, email, organization_name } = checked.data;
  return (
    <LinkPasswordForm
      title={`Welcome, ${first_name}`}
      intro={`You are invited as the account owner of ${organization_name} (${maskEmail(email)}). Choose your password to activate your account.`}
      submitLabel="Set password and activate"
      save={(password) => acceptInvitation(token, password)}
      signInState={{ invitationAccepted: true }}
    />
  );
}
