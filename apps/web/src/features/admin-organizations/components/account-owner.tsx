import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { Badge, Button, ConfirmDialog, formatDate, FormField, TextInput } from '@console/ui';

import { DialogForm, FormDialog } from '~/components/form';
import { TextLink } from '~/components/navigation';
import { useStaffAccess } from '~/lib/access/use-staff-access';
import { useForm } from '~/lib/forms/forms';

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
      <p>None</p>
      {mayChange ? (
        <>
          <p className="font-normal text-fg-muted">
            Nobody can sign in to this organization yet. Invite its account owner: they choose their own
            password.
          </p>
          <Button size="sm" onClick={() => setInviting(true)}>
            Invite account owner
          </Button>
          <FormDialog open={inviting} onClose={() => setInviting(false)} title="Invite the account owner">
            <InviteOwnerForm orgId={o.id} onDone={() => setInviting(false)} />
          </FormDialog>
        </>
      ) : (
        <p className="font-normal text-fg-muted">An Administrator can invite the account owner.</p>
      )}
    </div>
  );
}

function InviteOwnerForm({ orgId, onDone }: { orgId: number; onDone: () => void }) {
  const invite = useInviteOwner(orgId);
  const form = useForm({
    initialValues: { first_name: '', last_name: '', email: '' },
    schema: ownerInvitationSchema,
    onSubmit: (values) => invite.mutateAsync(values).then(onDone),
  });
  return (
    <DialogForm form={form} submitLabel="Send invitation" onCancel={onDone}>
      <p className="text-sm text-fg-muted">
        They get an e-mail with a link, valid for a week, to choose their password. Until then their account
        is inactive. They will have every privilege of the organization.
      </p>
      <FormField label="First name" error={form.errors.first_name} required>
        <TextInput {...form.bind('first_name')} autoComplete="off" />
      </FormField>
      <FormField label="Last name" error={form.errors.last_name} required>
        <TextInput {...form.bind('last_name')} autoComplete="off" />
      </FormField>
      <FormField label="E-mail" error={form.errors.email} required>
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
  return (
    <div className="space-y-2" data-testid="owner-invitation">
      <p className="flex flex-wrap items-center gap-2">
        {i.first_name} {i.last_name}
        <Badge tone={i.expired ? 'danger' : 'warning'}>
          {i.expired ? 'Invitation expired' : 'Invitation pending'}
        </Badge>
      </p>
      <p className="font-normal text-fg-muted">
        {i.email} · sent {formatDate(i.sent_at)} by {i.invited_by} · {i.expired ? 'expired' : 'expires'}{' '}
        {formatDate(i.expires_at)}
      </p>
      {mayChange && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" loading={resend.isPending} onClick={() => resend.mutate()}>
            Resend invitation
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setCancelling(true)}>
            Cancel invitation
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={cancelling}
        onClose={() => setCancelling(false)}
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setCancelling(false) })}
        busy={cancel.isPending}
        title="Cancel the invitation?"
        message={`The link sent to ${i.email} stops working and the invited account is removed. The organization has no account owner until you invite one.`}
        confirmLabel="Cancel invitation"
        cancelLabel="Keep it"
      />
    </div>
  );
}
