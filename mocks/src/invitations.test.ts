import { describe, expect, it } from 'vitest';

import { LOADED_MACHINE_MS, staffMock } from './staff-test-support.ts';

const ORG = {
  name: 'Initech',
  email: 'hello@initech.test',
  phone: '+15551230000',
  website: null,
  address_line1: '1 Main Street',
  address_line2: null,
  city: 'Austin',
  region: 'TX',
  postal_code: '73301',
  country: 'US',
  timezone: 'America/Chicago',
  status: true,
};
const NORA = { first_name: 'Nora', last_name: 'Lind', email: 'Nora@Initech.test' };

/** A fresh mock with a new organisation (no users) created by the Administrator. */
async function withNewOrganization() {
  const staff = await staffMock();
  const created = await staff.mock.call('POST', '/admin/organizations', { token: staff.admin, body: ORG });
  expect(created.status).toBe(201);
  const orgId = created.body.id as number;
  const path = `/admin/organizations/${orgId}/invitation`;
  return { ...staff, orgId, path };
}

describe('inviting an organisation account owner', { timeout: LOADED_MACHINE_MS }, () => {
  it('creates an inactive owner and mails a link whose acceptance sets the password', async () => {
    const { mock, db, admin, orgId, path } = await withNewOrganization();
    expect((await mock.call('GET', path, { token: admin })).status).toBe(404);
    // The organisation says whether there is an invitation to ask for, so a page never asks for a 404.
    const pending = async () => {
      const detail = await mock.call('GET', `/admin/organizations/${orgId}`, { token: admin });
      const list = await mock.call('GET', '/admin/organizations?search=Initech', { token: admin });
      const row = list.body.items.find((o: { id: number }) => o.id === orgId);
      expect(row.owner_invitation_pending).toBe(detail.body.owner_invitation_pending);
      return detail.body.owner_invitation_pending as boolean;
    };
    expect(await pending()).toBe(false);

    const invited = await mock.call('POST', path, { token: admin, body: NORA });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      organization_id: orgId,
      email: 'nora@initech.test',
      expired: false,
    });
    const owner = db.users.get(invited.body.user_id);
    expect(owner).toMatchObject({ status: false, is_primary_user: true, password_hash: '' });
    expect(db.roles.get(owner?.role_ids[0] ?? 0)?.privileges).toContain('users:*');
    const org = await mock.call('GET', `/admin/organizations/${orgId}`, { token: admin });
    expect(org.body).toMatchObject({ primary_user_name: 'Nora Lind', users_count: 1 });
    expect((await mock.call('GET', path, { token: admin })).body.email).toBe('nora@initech.test');
    expect(await pending()).toBe(true);

    // Not before accepting: the owner has no password yet.
    const early = await mock.call('POST', '/login', { body: { email: NORA.email, password: 'Nora!23456' } });
    expect(early.status).toBe(401);

    const mail = mock.app.state.outbox.at(-1);
    expect(mail?.to).toBe('nora@initech.test');
    const info = await mock.call('GET', `/invitations/${mail?.token}`);
    expect(info.body).toEqual({
      email: 'nora@initech.test',
      first_name: 'Nora',
      last_name: 'Lind',
      organization_name: 'Initech',
    });
    const weak = await mock.call('POST', `/invitations/${mail?.token}/accept`, {
      body: { password: 'short' },
    });
    expect(weak.status).toBe(422);
    const accepted = await mock.call('POST', `/invitations/${mail?.token}/accept`, {
      body: { password: 'Nora!23456' },
    });
    expect(accepted.status).toBe(200);
    const signIn = await mock.call('POST', '/login', { body: { email: NORA.email, password: 'Nora!23456' } });
    expect(signIn.status).toBe(200);
    const ownLog = await mock.call('GET', '/logs?action=invitation.accept&size=10', {
      token: signIn.body.access_token,
    });
    expect(ownLog.body.items.map((l: { description: string }) => l.description)).toEqual([
      'Nora Lind accepted the invitation and set a password',
    ]);

    // The link is used up, and the organisation has an owner, no pending invitation.
    expect((await mock.call('GET', `/invitations/${mail?.token}`)).status).toBe(404);
    expect((await mock.call('GET', path, { token: admin })).status).toBe(404);
    expect(await pending()).toBe(false);
    expect(
      (await mock.call('POST', path, { token: admin, body: { ...NORA, email: 'x@initech.test' } })).status,
    ).toBe(409);
  });

  it('lets Support see the invitation but neither send, resend nor cancel it', async () => {
    const { mock, admin, reader, path } = await withNewOrganization();
    expect((await mock.call('POST', path, { token: reader, body: NORA })).status).toBe(403);
    await mock.call('POST', path, { token: admin, body: NORA });
    expect((await mock.call('GET', path, { token: reader })).status).toBe(200);
    expect((await mock.call('POST', `${path}/resend`, { token: reader })).status).toBe(403);
    expect((await mock.call('DELETE', path, { token: reader })).status).toBe(403);
    expect((await mock.call('GET', path, { token: admin })).status).toBe(200);
  });

  it('refuses an invalid body and an e-mail another user has (422 on the field)', async () => {
    const { mock, admin, path } = await withNewOrganization();
    const invalid = await mock.call('POST', path, { token: admin, body: { ...NORA, email: 'not-an-email' } });
    expect(invalid.status).toBe(422);
    const blank = await mock.call('POST', path, { token: admin, body: { ...NORA, first_name: '' } });
    expect(blank.status).toBe(422);
    const taken = await mock.call('POST', path, {
      token: admin,
      body: { ...NORA, email: 'owner@acme.test' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.detail[0].loc).toEqual(['body', 'email']);
    expect((await mock.call('GET', path, { token: admin })).status).toBe(404);
  });

  it('resends with a new link (the old one stops working) and cancels', async () => {
    const { mock, db, admin, orgId, path } = await withNewOrganization();
    const invited = await mock.call('POST', path, { token: admin, body: NORA });
    const first = mock.app.state.outbox.at(-1)?.token;
    expect((await mock.call('POST', `${path}/resend`, { token: admin })).status).toBe(200);
    const second = mock.app.state.outbox.at(-1)?.token;
    expect(second).not.toBe(first);
    expect((await mock.call('GET', `/invitations/${first}`)).status).toBe(404);
    expect((await mock.call('GET', `/invitations/${second}`)).status).toBe(200);

    expect((await mock.call('DELETE', path, { token: admin })).status).toBe(204);
    expect(db.users.get(invited.body.user_id)).toBeUndefined();
    expect((await mock.call('GET', `/invitations/${second}`)).status).toBe(404);
    const org = await mock.call('GET', `/admin/organizations/${orgId}`, { token: admin });
    expect(org.body).toMatchObject({
      primary_user_id: null,
      users_count: 0,
      owner_invitation_pending: false,
    });

    // Each step is in the staff audit log, naming the staff member, the address and the organisation.
    const logs = await mock.call('GET', `/admin/logs?organization_id=${orgId}&size=100`, { token: admin });
    const descriptions = logs.body.items.map((l: { description: string }) => l.description);
    expect(descriptions).toEqual(
      expect.arrayContaining([
        'Sam Whitaker invited nora@initech.test as account owner of Initech',
        'Sam Whitaker sent a new invitation to nora@initech.test as account owner of Initech',
        'Sam Whitaker cancelled the invitation of nora@initech.test as account owner of Initech',
      ]),
    );
  });

  it('answers 410 for an expired link', async () => {
    const { mock, admin, path } = await withNewOrganization();
    await mock.call('POST', path, { token: admin, body: NORA });
    const token = mock.app.state.outbox.at(-1)?.token;
    const invitation = mock.app.state.db.invitations.all()[0];
    if (invitation) invitation.expires_at = 0;
    expect((await mock.call('GET', `/invitations/${token}`)).status).toBe(410);
    expect(
      (await mock.call('POST', `/invitations/${token}/accept`, { body: { password: 'Nora!23456' } })).status,
    ).toBe(410);
    expect((await mock.call('GET', path, { token: admin })).body.expired).toBe(true);
  });
});
