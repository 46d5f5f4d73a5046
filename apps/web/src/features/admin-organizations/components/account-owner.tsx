import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { Badge, Button, ConfirmDialog, formatDate, FormField, TextInput } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { DialogForm, FormDialog } from '~/components/form';
import { TextLink } from '~/components/navigation';
import { useStaffAccess } from '~/lib/access/use-staff-access';
import { useForm } from '~/lib/forms/forms';

import { adminOrganizationsMessages } from '../admin-organizations.messages';
import { useCancelInvitation, useInviteOwner, useResendInvitation } from '../admin-organizations.mutations';
import { adminOrganizationsQueries } from '../admin-organizations.queries';
import { ownerInvitationSchema } from '../admin-organizations.schemas';

/**
 * The organisation's account owner on its page: the owner, their pending invitation (with resend and cancel),
 * or none yet with the way to invite one (docs/decisions/0023-staff-invite-account-owner.md). Support sees
 * the same, without the actions.
 */
export function AccountOwner({ organization: o }: { organization: Schemas['AdminOrganization'] }) {
  const { can } = useStaffAccess();
  const mayChange = can('organizations.edit');
  // Asked for only when the organisation says one is pending: otherwise the call would answer 404.
  const invitation = useQuery({
    ...adminOrganizationsQueries.invitation(o.id),
    enabled: o.owner_invitation_pending,
  });
  const [inviting, setInviting] = useState(false);
  const t = useMessages(adminOrganizationsMessages);

  if (o.owner_invitation_pending && invitation.data)
    return <PendingInvitation invitation={invitation.data} mayChange={mayChange} />;
  if (o.primary_user_id !== null)
    return (
      <TextLink to="/admin/users/$userId" params={{ userId: o.primary_user_id }}>
        {o.primary_user_name}
      </TextLink>
    );
  return (
    <div className="space-y-2">
      <p>{t('none')}</p>
      {mayChange ? (
        <>
          <p className="font-normal text-fg-muted">{t('nobodyCanSignIn')}</p>
          <Button size="sm" onClick={() => setInviting(true)}>
            {t('inviteOwner')}
          </Button>
          <FormDialog open={inviting} onClose={() => setInviting(false)} title={t('inviteOwnerTitle')}>
            <InviteOwnerForm orgId={o.id} onDone={() => setInviting(false)} />
          </FormDialog>
        </>
      ) : (
        <p className="font-normal text-fg-muted">{t('administratorCanInvite')}</p>
      )}
    </div>
  );
}

function InviteOwnerForm({ orgId, onDone }: { orgId: number; onDone: () => void }) {
  const invite = useInviteOwner(orgId);
  const t = useMessages(adminOrganizationsMessages);
  const form = useForm({
    initialValues: { first_name: '', last_name: '', email: '' },
    schema: ownerInvitationSchema,
    onSubmit: (values) => invite.mutateAsync(values).then(onDone),
  });
  return (
    <DialogForm form={form} submitLabel={t('sendInvitation')} onCancel={onDone}>
      <p className="text-sm text-fg-muted">{t('inviteExplanation')}</p>
      <FormField label={t('firstName')} error={form.errors.first_name} required>
        <TextInput {...form.bind('first_name')} autoComplete="off" />
      </FormField>
      <FormField label={t('lastName')} error={form.errors.last_name} required>
        <TextInput {...form.bind('last_name')} autoComplete="off" />
      </FormField>
      <FormField label={t('email')} error={form.errors.email} required>
        <TextInput {...form.bind('email')} type="email" autoComplete="off" />
      </FormField>
    </DialogForm>
  );
}

function PendingInvitation({
  invitation: i,
  mayChange,
}: {
  invitation: Schemas['OwnerInvitation'];
  mayChange: boolean;
}) {
  const resend = useResendInvitation(i.organization_id);
  const cancel = useCancelInvitation(i.organization_id);
  const [cancelling, setCancelling] = useState(false);
  const t = useMessages(adminOrganizationsMessages);
  return (
    <div className="space-y-2" data-testid="owner-invitation">
      <p className="flex flex-wrap items-center gap-2">
        {i.first_name} {i.last_name}
        <Badge tone={i.expired ? 'danger' : 'warning'}>
          {i.expired ? t('invitationExpired') : t('invitationPending')}
        </Badge>
      </p>
      <p className="font-normal text-fg-muted">
        {t('invitationDetails', {
          email: i.email,
          sent: formatDate(i.sent_at),
          by: i.invited_by,
          expired: i.expired ? 'yes' : 'no',
          expires: formatDate(i.expires_at),
        })}
      </p>
      {mayChange && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" loading={resend.isPending} onClick={() => resend.mutate()}>
            {t('resendInvitation')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setCancelling(true)}>
            {t('cancelInvitation')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={cancelling}
        onClose={() => setCancelling(false)}
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setCancelling(false) })}
        busy={cancel.isPending}
        title={t('cancelInvitationTitle')}
        message={t('cancelInvitationMessage', { email: i.email })}
        confirmLabel={t('cancelInvitation')}
        cancelLabel={t('keepIt')}
      />
    </div>
  );
}
