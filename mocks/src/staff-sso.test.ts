import { describe, expect, it } from 'vitest';

import { totpNow } from './auth/totp.ts';
import { CREDENTIAL_OPERATIONS, NOT_ON_BEHALF_DETAIL } from './handlers/on-behalf.ts';
import { personas } from './personas.ts';
import { staffPersonas } from './staff-personas.ts';
import { createTestMock } from './test-support.ts';

const staffIdOf = (mock: ReturnType<typeof createTestMock>, email: string) =>
  mock.app.state.db.staff.find((s) => s.email === email)?.id;
const userIdOf = (mock: ReturnType<typeof createTestMock>, email: string) =>
  mock.app.state.db.users.find((u) => u.email === email)?.id ?? 0;

describe('staff roles', () => {
  it('offers one staff member of each role on the IdP page', async () => {
    const mock = createTestMock();
    const page = await mock.app.fetch(
      new Request('http://mock.test/__idp/authorize?redirect_uri=http%3A%2F%2Fconsole.test%2Fcb'),
    );
    const html = await page.text();
    for (const persona of Object.values(staffPersonas)) expect(html).toContain(persona.email);
    const support = await mock.staffLogin(staffIdOf(mock, staffPersonas.support.email));
    const me = await mock.call('GET', '/admin/staff/me', { token: support.access_token });
    expect(me.body.role_name).toBe('Support');
  });

  it('answers 403 to every write of Support and lets the Administrator write', async () => {
    const mock = createTestMock();
    const support = await mock.staffLogin(staffIdOf(mock, staffPersonas.support.email));
    const admin = await mock.staffLogin(staffIdOf(mock, staffPersonas.admin.email));
    const org = { ...(await mock.call('GET', '/admin/organizations/1', { token: admin.access_token })).body };
    const orgBody = Object.fromEntries(
      [
        'name',
        'email',
        'phone',
        'website',
        'address_line1',
        'address_line2',
        'city',
        'region',
        'postal_code',
        'country',
        'timezone',
        'status',
      ]
        .filter((k) => k in org)
        .map((k) => [k, org[k]]),
    );
    const writes: [string, string, unknown][] = [
      ['PUT', '/admin/staff/3', { first_name: 'A', last_name: 'B', role_id: 1 }],
      ['PUT', '/admin/organizations/1', orgBody],
      ['DELETE', '/admin/organizations/3', undefined],
      ['GET', `/admin/auth/ssotoken/${userIdOf(mock, personas.owner.email)}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      const res = await mock.call(method, path, { token: support.access_token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(
      (await mock.call('PUT', '/admin/staff/3', { token: admin.access_token, body: writes[0]?.[2] })).status,
    ).toBe(200);
    expect(
      (await mock.call('PUT', '/admin/organizations/1', { token: admin.access_token, body: orgBody })).status,
    ).toBe(200);
  });

  it('finds a user by their organisation name', async () => {
    const mock = createTestMock();
    const { access_token: token } = await mock.staffLogin();
    const res = await mock.call('GET', '/admin/users/orgs/0?search=globex', { token });
    expect(res.body.total).toBeGreaterThan(0);
    expect(
      res.body.items.every((u: { organization_name: string }) => /globex/i.test(u.organization_name)),
    ).toBe(true);
  });
});

describe('signing in as a user', () => {
  async function signInAs(mock: ReturnType<typeof createTestMock>, email = personas.owner.email) {
    const staff = await mock.staffLogin();
    const sso = await mock.call('GET', `/admin/auth/ssotoken/${userIdOf(mock, email)}`, {
      token: staff.access_token,
    });
    const session = await mock.call('POST', `/staffssologin/${sso.body.sso_access_token}`, {
      body: { sso_staff_token: staff.access_token },
    });
    return { staff, sso, session };
  }

  it('marks the session, attributes its actions to the staff member and records its start and end', async () => {
    const mock = createTestMock();
    const { session } = await signInAs(mock);
    expect(session.status).toBe(200);
    expect(session.body.staff.email).toBe(staffPersonas.admin.email);
    // It says when it ends at the latest: in 30 minutes; a sign-in of the user's own says nothing of it.
    expect(session.body.staff_session_expires_in).toBe(1800);
    expect('staff_session_expires_in' in (await mock.login('owner'))).toBe(false);
    const token = session.body.access_token;
    const me = (await mock.call('GET', '/user/me', { token })).body;
    await mock.call('PUT', '/user/me', {
      token,
      body: { first_name: 'Alicia', last_name: me.last_name, email: me.email },
    });
    const ended = await mock.call('DELETE', '/staffssologin', { token });
    expect(ended.status).toBe(204);
    expect((await mock.call('GET', '/user/me', { token })).status).toBe(401);

    const logs = mock.app.state.db.logs.filter((l) => l.staff_id === 1).map((l) => [l.action, l.description]);
    const last = me.last_name as string;
    expect(logs).toEqual([
      ['session.sso_login', `Sam Whitaker (staff) signed in as ${me.first_name} ${last}`],
      ['user.update', `Sam Whitaker (staff) on behalf of Alicia ${last} updated Alicia ${last}`],
      ['session.sso_end', `Sam Whitaker (staff) ended the sign-in as Alicia ${last}`],
    ]);
    const owner = await mock.login('owner');
    const listed = await mock.call('GET', '/logs?size=5', { token: owner.access_token });
    expect(listed.body.items[0]).toMatchObject({ staff_id: null });
    expect(
      listed.body.items.some((l: { staff_full_name: string | null }) => l.staff_full_name === 'Sam Whitaker'),
    ).toBe(true);
  });

  it('lasts at most the configured time, refreshes included', async () => {
    const mock = createTestMock({ staffSsoSessionSeconds: 1800, accessTokenTtlSeconds: 900 });
    const { session } = await signInAs(mock);
    mock.advance(890);
    const first = await mock.call('POST', '/refreshtoken', { body: { token: session.body.refresh_token } });
    expect(first.status).toBe(200);
    mock.advance(890);
    const second = await mock.call('POST', '/refreshtoken', { body: { token: first.body.refresh_token } });
    expect(second.status).toBe(200);
    mock.advance(30);
    // 1810 s after the start: the bound has passed for the access token and for any refresh.
    expect((await mock.call('GET', '/user/me', { token: second.body.access_token })).status).toBe(401);
    const third = await mock.call('POST', '/refreshtoken', { body: { token: second.body.refresh_token } });
    expect(third.status).toBe(401);
  });

  it("changes no credential of any account, whatever the route; the user's own session can", async () => {
    const mock = createTestMock();
    const { session } = await signInAs(mock);
    const asUser = session.body.access_token as string;
    const own = (await mock.login('owner')).access_token;
    const ownerId = userIdOf(mock, personas.owner.email);
    const otherId = userIdOf(mock, personas.twofactor.email);
    const other = mock.app.state.db.users.get(otherId);
    const profile = { first_name: personas.owner.first_name, last_name: personas.owner.last_name };
    const otherFields = { first_name: other?.first_name, last_name: other?.last_name, status: true };
    const code = () =>
      totpNow(mock.app.state.db.users.get(ownerId)?.two_factor.pending_secret ?? '', mock.now());
    const ownerCode = () =>
      totpNow(mock.app.state.db.users.get(ownerId)?.two_factor.secret ?? '', mock.now());
    // Each step: the operation, then its call (the same for both sessions). Order matters: a password
    // change ends the account's other sessions, so it comes last.
    const steps: [string, string, string, () => unknown][] = [
      ['updateCurrentUser', 'PUT', '/user/me', () => ({ ...profile, email: 'owner.new@acme.test' })],
      [
        'updateUser',
        'PUT',
        `/user/${otherId}`,
        () => ({ ...otherFields, email: 'tessa.new@acme.test', role_ids: other?.role_ids }),
      ],
      ['setUserPassword', 'PUT', `/user/changepassword/${otherId}`, () => ({ password: 'Another!23456' })],
      ['verifyReauth', 'POST', '/reauth/verify', () => ({ password: personas.owner.password })],
      ['getTwoFactorSetup', 'GET', `/user/${ownerId}/2fa/setup`, () => undefined],
      ['enableTwoFactor', 'POST', `/user/${ownerId}/2fa/enable`, () => ({ code: code() })],
      ['getRecoveryCodes', 'GET', `/user/${ownerId}/2fa/recoverycodes`, () => undefined],
      ['regenerateRecoveryCodes', 'POST', `/user/${ownerId}/2fa/recoverycodes/regenerate`, () => undefined],
      ['deleteTrustedDevice', 'DELETE', `/user/${otherId}/2fa/trusteddevice/1`, () => undefined],
      ['disableTwoFactor', 'POST', `/user/${ownerId}/2fa/disable`, () => ({ code: ownerCode() })],
      ['updateOwnPreferences', 'PUT', '/user/me/preferences', () => ({ language: 'de' })],
      [
        'changeOwnPassword',
        'PUT',
        '/user/me/changepassword',
        () => ({ current_password: personas.owner.password, new_password: 'Another!23456' }),
      ],
    ];
    expect(steps.map(([id]) => id).sort()).toEqual(
      [...CREDENTIAL_OPERATIONS, 'updateCurrentUser', 'updateUser'].sort(),
    );
    for (const [id, method, path, body] of steps) {
      // Only the staff member's session is refused, with the rule; the same call from the user's own passes.
      const refused = await mock.call(method, path, { token: asUser, body: body() });
      expect([id, refused.status, refused.body?.detail]).toEqual([id, 403, NOT_ON_BEHALF_DETAIL]);
      const done = await mock.call(method, path, { token: own, body: body() });
      expect([id, done.status, done.status < 300]).toEqual([id, done.status, true]);
    }
  });

  it('still saves names, status and roles of any user, audited on their behalf', async () => {
    const mock = createTestMock();
    const { session } = await signInAs(mock);
    const token = session.body.access_token as string;
    const otherId = userIdOf(mock, personas.twofactor.email);
    const other = (await mock.call('GET', `/user/${otherId}`, { token })).body;
    const body = {
      first_name: 'Tess',
      last_name: other.last_name,
      email: other.email.toUpperCase(),
      status: true,
      role_ids: other.role_ids,
    };
    expect((await mock.call('PUT', `/user/${otherId}`, { token, body })).status).toBe(200);
    expect(mock.app.state.db.users.get(otherId)).toMatchObject({ first_name: 'Tess', email: other.email });
    expect(
      mock.app.state.db.logs.filter((l) => l.staff_id === 1).map((l) => [l.action, l.target_id]),
    ).toContainEqual(['user.update', otherId]);
  });

  it('refuses an inactive user before a token is issued', async () => {
    const mock = createTestMock();
    const staff = await mock.staffLogin();
    const res = await mock.call('GET', `/admin/auth/ssotoken/${userIdOf(mock, personas.inactive.email)}`, {
      token: staff.access_token,
    });
    expect(res.status).toBe(409);
  });
});
