import { randomBytes } from 'node:crypto';

import { assertPasswordPolicy } from '../auth/password-policy.ts';
import { hashPassword } from '../auth/passwords.ts';
import { type Db, noTwoFactor } from '../db/db.ts';
import type { Invitation, Organization, Role, Staff } from '../db/types.ts';
import { conflict, HttpError, notFound } from '../http/errors.ts';
import { ALL_PRIVILEGES } from '../privileges.ts';
import type { MockState } from '../state.ts';
import { audit } from './audit.ts';
import { defineHandlers } from './context.ts';
import { rowOr404, staffMayChange, staffReads } from './staff-access.ts';
import { staffAudit } from './staff-audit.ts';
import { assertEmailFree } from './users.ts';

// Staff invite an organisation's account owner (docs/decisions/0023-staff-invite-account-owner.md): the owner
// is created inactive, without a password, and e-mailed a link; accepting it sets the password and activates
// them. Staff never know the password.

/** How long an invitation link stays valid. */
const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

function invitationView(db: Db, invitation: Invitation, now: number) {
  const user = db.users.get(invitation.user_id);
  return {
    organization_id: invitation.org_id,
    user_id: invitation.user_id,
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    invited_by: invitation.invited_by,
    sent_at: invitation.sent_at,
    expires_at: new Date(invitation.expires_at).toISOString(),
    expired: invitation.expires_at <= now,
  };
}

function pendingInvitation(db: Db, orgId: number): Invitation {
  const invitation = db.invitations.find((i) => i.org_id === orgId);
  if (!invitation) throw notFound('Invitation');
  return invitation;
}

/** A new link (the previous one stops working), mailed to the invited user. */
function send(state: MockState, invitation: Invitation, staff: Staff, now: number): void {
  invitation.token = `inv_${randomBytes(16).toString('hex')}`;
  invitation.invited_by = `${staff.first_name} ${staff.last_name}`;
  invitation.sent_at = new Date(now).toISOString();
  invitation.expires_at = now + INVITATION_TTL_MS;
  const to = state.db.users.get(invitation.user_id)?.email ?? '';
  state.outbox.push({
    to,
    subject: 'You are invited to the console',
    token: invitation.token,
    sent_at: invitation.sent_at,
  });
  state.log(`invitation for ${to}: /invitation/${invitation.token}`);
}

/** The organisation's role with every privilege, created with the first owner when it has none. */
function ownerRole(db: Db, org: Organization, now: number): Role {
  const existing = db.roles.find((r) => r.org_id === org.id && r.name === 'Administrator');
  if (existing) return existing;
  const created = new Date(now).toISOString();
  return db.roles.insert({
    org_id: org.id,
    name: 'Administrator',
    description: 'Full access to the organization.',
    privileges: [...ALL_PRIVILEGES],
    is_predefined: true,
    created_at: created,
    updated_at: created,
  });
}

/** The invitation a link names, or why it cannot be used (unknown: 404, expired: 410). */
function invitationByToken(db: Db, token: string, now: number): Invitation {
  const invitation = db.invitations.find((i) => i.token === token);
  if (!invitation) throw notFound('Invitation');
  if (invitation.expires_at <= now)
    throw new HttpError(410, 'This invitation has expired. Ask for a new one.');
  return invitation;
}

/** Invitations change who can sign in to an organisation: the staff audit log names who sent and who ended them. */
function logInvitation(
  db: Db,
  request: Request,
  staff: Staff,
  org: Organization,
  action: 'invitation.send' | 'invitation.resend' | 'invitation.cancel',
  email: string,
  now: number,
): void {
  const verbs = {
    'invitation.send': 'invited',
    'invitation.resend': 'sent a new invitation to',
    'invitation.cancel': 'cancelled the invitation of',
  };
  staffAudit(
    db,
    request,
    staff,
    {
      orgId: org.id,
      action,
      description: `${verbs[action]} ${email} as account owner of ${org.name}`,
      target: { type: 'organization', id: org.id },
    },
    now,
  );
}

export const invitationsHandlers = defineHandlers({
  getAdminOrganizationInvitation: {
    handle({ db, caller, params, now }) {
      staffReads(caller);
      rowOr404(db.organizations, params.orgId, 'Organization');
      return { status: 200, body: invitationView(db, pendingInvitation(db, params.orgId), now) };
    },
  },

  inviteAdminOrganizationOwner: {
    handle({ state, db, caller, params, body, now, request }) {
      const staff = staffMayChange(db, caller, 'organizations:*');
      const org = rowOr404(db.organizations, params.orgId, 'Organization');
      if (db.users.find((u) => u.org_id === org.id && u.is_primary_user))
        throw conflict('The organization already has an account owner.');
      assertEmailFree(db, body.email);
      // No password until the invitation is accepted: an empty hash matches nothing.
      const user = db.users.insert({
        ...{ org_id: org.id, phone: '', password_hash: '', status: false, is_primary_user: true },
        first_name: body.first_name.trim(),
        last_name: body.last_name.trim(),
        email: body.email.toLowerCase(),
        role_ids: [ownerRole(db, org, now).id],
        ...{ last_seen: null, created_at: new Date(now).toISOString(), last_password_at: null },
        two_factor: noTwoFactor(),
      });
      const invitation = db.invitations.insert({
        org_id: org.id,
        user_id: user.id,
        token: '',
        invited_by: '',
        sent_at: '',
        expires_at: 0,
      });
      send(state, invitation, staff, now);
      logInvitation(db, request, staff, org, 'invitation.send', user.email, now);
      return { status: 201, body: invitationView(db, invitation, now) };
    },
  },

  resendAdminOrganizationInvitation: {
    handle({ state, db, caller, params, now, request }) {
      const staff = staffMayChange(db, caller, 'organizations:*');
      const org = rowOr404(db.organizations, params.orgId, 'Organization');
      const invitation = pendingInvitation(db, params.orgId);
      send(state, invitation, staff, now);
      logInvitation(
        db,
        request,
        staff,
        org,
        'invitation.resend',
        db.users.get(invitation.user_id)?.email ?? '',
        now,
      );
      return { status: 200, body: invitationView(db, invitation, now) };
    },
  },

  cancelAdminOrganizationInvitation: {
    handle({ db, caller, params, now, request }) {
      const staff = staffMayChange(db, caller, 'organizations:*');
      const org = rowOr404(db.organizations, params.orgId, 'Organization');
      const invitation = pendingInvitation(db, params.orgId);
      logInvitation(
        db,
        request,
        staff,
        org,
        'invitation.cancel',
        db.users.get(invitation.user_id)?.email ?? '',
        now,
      );
      db.users.delete(invitation.user_id);
      db.invitations.delete(invitation.id);
      return { status: 204 };
    },
  },

  getInvitation: {
    handle({ db, params, now }) {
      const invitation = invitationByToken(db, params.token, now);
      const user = db.users.get(invitation.user_id);
      const org = db.organizations.get(invitation.org_id);
      if (!user || !org) throw notFound('Invitation');
      return {
        status: 200,
        body: {
          email: user.email,
          first_name: user.first_name,
          last_name: user.last_name,
          organization_name: org.name,
        },
      };
    },
  },

  acceptInvitation: {
    handle({ db, params, body, now, request }) {
      const invitation = invitationByToken(db, params.token, now);
      assertPasswordPolicy(body.password, 'password', db.settings.password_policy);
      const user = db.users.get(invitation.user_id);
      if (!user) throw notFound('Invitation');
      user.password_hash = hashPassword(body.password);
      user.status = true;
      db.invitations.delete(invitation.id);
      // The owner's first act, in the organisation's own log: their password is set, by them.
      audit(db, request, user, 'invitation.accept', null, now);
      return { status: 200, body: { detail: 'Your password is set. You can sign in now.' } };
    },
  },
});
