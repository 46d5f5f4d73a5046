import { describe, expect, it } from 'vitest';

import { totpNow } from './auth/totp.ts';
import { TWO_FACTOR_SECRET } from './personas.ts';
import { createTestMock } from './test-support.ts';

describe('audit trail', () => {
  it("keeps the actor's name and id on an entry after the account is deleted", async () => {
    const mock = createTestMock();
    const helpdesk = await mock.login('helpdesk');
    const owner = await mock.login('owner');
    const id = helpdesk.user.id;
    const theirs = async () =>
      (await mock.call('GET', `/logs?user_id=${id}&size=100`, { token: owner.access_token })).body.items;
    const before = await theirs();
    expect(before.length).toBeGreaterThan(0);
    const name = before[0].user_full_name;
    expect(name).toBeTruthy();

    expect((await mock.call('DELETE', `/user/${id}`, { token: owner.access_token })).status).toBe(204);

    const after = await theirs();
    expect(after).toEqual(before);
    expect(after.every((l: { user_id: number; user_full_name: string }) => l.user_id === id)).toBe(true);
    expect(after.every((l: { user_full_name: string }) => l.user_full_name === name)).toBe(true);
    const staff = await mock.staffLogin();
    const staffView = await mock.call('GET', `/admin/logs?actor_type=user&actor_id=${id}&size=100`, {
      token: staff.access_token,
    });
    expect(staffView.body.items.length).toBe(before.length);
    expect(staffView.body.items.every((l: { user_full_name: string }) => l.user_full_name === name)).toBe(
      true,
    );
  });

  it("signing out revokes the user's refresh token and access token, and is logged", async () => {
    const mock = createTestMock();
    const owner = await mock.login('owner');
    const out = await mock.call('POST', '/logout', {
      token: owner.access_token,
      body: { token: owner.refresh_token },
    });
    expect(out.status).toBe(204);
    expect((await mock.call('POST', '/refreshtoken', { body: { token: owner.refresh_token } })).status).toBe(
      401,
    );
    expect((await mock.call('GET', '/user/me', { token: owner.access_token })).status).toBe(401);
    // A second sign-out with the same token still finishes, and is not logged twice.
    expect((await mock.call('POST', '/logout', { body: { token: owner.refresh_token } })).status).toBe(204);
    const again = await mock.login('owner');
    const logs = await mock.call('GET', '/logs?action=session.logout&size=100', {
      token: again.access_token,
    });
    const mine = logs.body.items.filter(
      (l: { created_at: string }) => l.created_at === new Date(mock.now()).toISOString(),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      user_id: owner.user.id,
      description: expect.stringMatching(/signed out$/),
    });
  });

  it("signing out revokes the staff member's refresh token, and is logged in the staff audit log", async () => {
    const mock = createTestMock();
    const staff = await mock.staffLogin();
    const out = await mock.call('POST', '/admin/auth/logout', { body: { token: staff.refresh_token } });
    expect(out.status).toBe(204);
    const refreshed = await mock.call('POST', '/admin/auth/refreshtoken', {
      body: { token: staff.refresh_token },
    });
    expect(refreshed.status).toBe(401);
    const again = await mock.staffLogin();
    const logs = await mock.call('GET', `/admin/logs?actor_type=staff&actor_id=${staff.staff.id}&size=100`, {
      token: again.access_token,
    });
    const outs = logs.body.items.filter((l: { action: string }) => l.action === 'session.logout');
    expect(outs).toHaveLength(1);
    expect(outs[0].staff_full_name).toBeTruthy();
  });

  it("logs turning on, new recovery codes and turning off one's own two-factor", async () => {
    const mock = createTestMock();
    const owner = await mock.login('owner');
    const token = owner.access_token;
    const id = owner.user.id;
    const setup = await mock.call('GET', `/user/${id}/2fa/setup`, { token });
    const code = () => totpNow(setup.body.secret, mock.now());
    expect(
      (await mock.call('POST', `/user/${id}/2fa/enable`, { token, body: { code: code() } })).status,
    ).toBe(200);
    expect((await mock.call('POST', `/user/${id}/2fa/recoverycodes/regenerate`, { token })).status).toBe(200);
    expect(
      (await mock.call('POST', `/user/${id}/2fa/disable`, { token, body: { code: code() } })).status,
    ).toBe(200);
    const logs = await mock.call('GET', `/logs?user_id=${id}&size=100`, { token });
    const actions = logs.body.items.map((l: { action: string }) => l.action);
    expect(actions).toEqual(
      expect.arrayContaining(['two_factor.enable', 'recovery_codes.regenerate', 'two_factor.disable']),
    );
  });

  it("logs a device trusted at sign-in, in the owner's words", async () => {
    const mock = createTestMock();
    const { email, password } = { email: 'twofactor@acme.test', password: 'TwoFactor!2345' };
    const signIn = await mock.call('POST', '/login', {
      body: { email, password, code: totpNow(TWO_FACTOR_SECRET, mock.now()), trust_device: true },
    });
    expect(signIn.status).toBe(200);
    const { access_token: token, user } = signIn.body;
    const logs = await mock.call('GET', `/logs?user_id=${user.id}&size=100`, { token });
    const trusted = logs.body.items.filter((l: { action: string }) => l.action === 'trusted_device.create');
    expect(trusted).toHaveLength(1);
    expect(trusted[0].description).toBe(
      `${user.first_name} ${user.last_name} added a trusted device for ${user.first_name} ${user.last_name}`,
    );
    // Signing in with that device adds no second entry.
    await mock.call('POST', '/login', {
      body: { email, password, trusted_hash_token: signIn.body.trusted_hash_token },
    });
    const again = await mock.call('GET', `/logs?user_id=${user.id}&size=100`, { token });
    expect(
      again.body.items.filter((l: { action: string }) => l.action === 'trusted_device.create'),
    ).toHaveLength(1);
  });
});
