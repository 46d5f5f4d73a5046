import { describe, expect, it } from 'vitest';

import { totpNow } from './auth/totp.ts';
import {
  personas,
  TWO_FACTOR_RECOVERY_CODES,
  TWO_FACTOR_SECRET,
  TWO_FACTOR_TRUSTED_HASH_TOKEN,
} from './personas.ts';
import { createTestMock } from './test-support.ts';

describe('sign-in', () => {
  it('answers a session with the user for a right password, 401 for a wrong one', async () => {
    const mock = createTestMock();
    const ok = await mock.call('POST', '/login', {
      body: { email: 'owner@acme.test', password: 'Owner!2345' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({
      email: 'owner@acme.test',
      is_primary_user: true,
      full_name: 'Olivia Bennett',
    });
    const bad = await mock.call('POST', '/login', { body: { email: 'owner@acme.test', password: 'nope' } });
    expect(bad.status).toBe(401);
    expect(bad.body.detail).toBe('Incorrect e-mail or password.');
  });

  it('refuses the inactive user with the exact message', async () => {
    const mock = createTestMock();
    const p = personas.inactive;
    const res = await mock.call('POST', '/login', { body: { email: p.email, password: p.password } });
    expect(res).toMatchObject({
      status: 403,
      body: { detail: 'This account is inactive. Ask an account owner to reactivate it.' },
    });
  });

  it('throttles repeated failures with 429 and Retry-After', async () => {
    const mock = createTestMock({ maxLoginFailures: 3 });
    for (let i = 0; i < 3; i++)
      await mock.call('POST', '/login', { body: { email: 'owner@acme.test', password: 'wrong' } });
    const res = await mock.call('POST', '/login', {
      body: { email: 'owner@acme.test', password: 'Owner!2345' },
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('asks the two-factor user for a second factor, then accepts a real TOTP code', async () => {
    const mock = createTestMock();
    const p = personas.twofactor;
    const first = await mock.call('POST', '/login', { body: { email: p.email, password: p.password } });
    expect(first.body).toEqual({ two_factor_required: true });
    const wrong = await mock.call('POST', '/login', {
      body: {
        email: p.email,
        password: p.password,
        code: '000000' === totpNow(TWO_FACTOR_SECRET, mock.now()) ? '111111' : '000000',
      },
    });
    expect(wrong.status).toBe(401);
    const right = await mock.call('POST', '/login', {
      body: {
        email: p.email,
        password: p.password,
        code: totpNow(TWO_FACTOR_SECRET, mock.now()),
        trust_device: true,
      },
    });
    expect(right.status).toBe(200);
    expect(right.body.trusted_hash_token).toMatch(/^th_/);
    const trusted = await mock.call('POST', '/login', {
      body: { email: p.email, password: p.password, trusted_hash_token: right.body.trusted_hash_token },
    });
    expect(trusted.body.access_token).toBeTruthy();
  });

  it('skips the code for the seeded trusted device', async () => {
    const mock = createTestMock();
    const session = await mock.login('twofactor', { trusted_hash_token: TWO_FACTOR_TRUSTED_HASH_TOKEN });
    expect(session.user.id).toBeGreaterThan(0);
  });

  it('accepts each recovery code once', async () => {
    const mock = createTestMock();
    const p = personas.twofactor;
    const body = { email: p.email, password: p.password, recovery_code: TWO_FACTOR_RECOVERY_CODES[0] };
    expect((await mock.call('POST', '/login', { body })).status).toBe(200);
    const again = await mock.call('POST', '/login', { body });
    expect(again.status).toBe(401);
    expect(again.body.detail).toMatch(/already used/);
  });
});

describe('tokens', () => {
  it('expire after the configured lifetime; the refresh token works once and rotates', async () => {
    const mock = createTestMock({ accessTokenTtlSeconds: 60 });
    const session = await mock.login('owner');
    expect((await mock.call('GET', '/user/me', { token: session.access_token })).status).toBe(200);
    mock.advance(61);
    const expired = await mock.call('GET', '/user/me', { token: session.access_token });
    expect(expired.status).toBe(401);

    const refreshed = await mock.call('POST', '/refreshtoken', { body: { token: session.refresh_token } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(session.refresh_token);
    expect((await mock.call('GET', '/user/me', { token: refreshed.body.access_token })).status).toBe(200);

    const reused = await mock.call('POST', '/refreshtoken', { body: { token: session.refresh_token } });
    expect(reused.status).toBe(401);
    expect(
      (await mock.call('POST', '/refreshtoken', { body: { token: refreshed.body.refresh_token } })).status,
    ).toBe(200);
  });

  it('refuses a missing or made-up bearer token with 401', async () => {
    const mock = createTestMock();
    expect((await mock.call('GET', '/user/me')).status).toBe(401);
    expect((await mock.call('GET', '/user/me', { token: 'at_made_up' })).status).toBe(401);
  });

  it('keeps user and staff tokens apart', async () => {
    const mock = createTestMock();
    const user = await mock.login('owner');
    const staff = await mock.staffLogin();
    expect((await mock.call('GET', '/admin/staff/me', { token: user.access_token })).status).toBe(401);
    expect((await mock.call('GET', '/user/me', { token: staff.access_token })).status).toBe(401);
    expect((await mock.call('POST', '/refreshtoken', { body: { token: staff.refresh_token } })).status).toBe(
      401,
    );
    expect(
      (await mock.call('POST', '/admin/auth/refreshtoken', { body: { token: staff.refresh_token } })).status,
    ).toBe(200);
  });

  it('revokes refresh tokens through the control endpoint', async () => {
    const mock = createTestMock();
    const session = await mock.login('helpdesk');
    const revoke = await mock.call('POST', '/__mock/revoke-refresh-tokens', {
      body: { email: 'helpdesk@acme.test' },
    });
    expect(revoke.body.revoked).toBeGreaterThanOrEqual(1);
    expect(
      (await mock.call('POST', '/refreshtoken', { body: { token: session.refresh_token } })).status,
    ).toBe(401);
  });
});

describe('the expire-access-tokens control', () => {
  it('expires every access token at once; the refresh token still gives a working pair', async () => {
    const mock = createTestMock();
    const session = await mock.login('owner');
    expect((await mock.call('GET', '/user/me', { token: session.access_token })).status).toBe(200);
    await mock.call('POST', '/__mock/expire-access-tokens');
    expect((await mock.call('GET', '/user/me', { token: session.access_token })).status).toBe(401);
    const rotated = await mock.call('POST', '/refreshtoken', { body: { token: session.refresh_token } });
    expect(rotated.status).toBe(200);
    expect((await mock.call('GET', '/user/me', { token: rotated.body.access_token })).status).toBe(200);
  });
});

describe('re-authentication', () => {
  it('is needed after the configured time and cleared by the password', async () => {
    const mock = createTestMock({ reauthAfterSeconds: 600 });
    const session = await mock.login('owner');
    expect((await mock.call('GET', '/reauth/need', { token: session.access_token })).body).toEqual({
      need: false,
    });
    mock.advance(601);
    const refreshed = await mock.call('POST', '/refreshtoken', { body: { token: session.refresh_token } });
    const token = refreshed.body.access_token;
    expect((await mock.call('GET', '/reauth/need', { token })).body).toEqual({ need: true });
    const wrong = await mock.call('POST', '/reauth/verify', { token, body: { password: 'nope' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail[0].loc).toEqual(['body', 'password']);
    const ok = await mock.call('POST', '/reauth/verify', { token, body: { password: 'Owner!2345' } });
    expect(ok.body.access_token).toBeTruthy();
    expect((await mock.call('GET', '/reauth/need', { token: ok.body.access_token })).body).toEqual({
      need: false,
    });
  });
});

describe('password reset', () => {
  it('issues a single-use token by e-mail and never reveals unknown addresses', async () => {
    const mock = createTestMock();
    const unknown = await mock.call('POST', '/resetpasswordtoken', { body: { email: 'nobody@acme.test' } });
    const known = await mock.call('POST', '/resetpasswordtoken', { body: { email: 'helpdesk@acme.test' } });
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    const [mail] = (await mock.call('GET', '/__mock/outbox')).body;
    expect(mail.to).toBe('helpdesk@acme.test');

    expect((await mock.call('POST', `/verifyresetpasswordtoken/${mail.token}`)).body).toEqual({
      email: 'helpdesk@acme.test',
    });
    const weak = await mock.call('POST', '/resetpassword', {
      body: { token: mail.token, password: 'short' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.detail[0].loc).toEqual(['body', 'password']);
    expect(
      (await mock.call('POST', '/resetpassword', { body: { token: mail.token, password: 'Brand-New!2026' } }))
        .status,
    ).toBe(200);
    expect(
      (await mock.call('POST', '/resetpassword', { body: { token: mail.token, password: 'Brand-New!2027' } }))
        .status,
    ).toBe(410);
    expect(
      (
        await mock.call('POST', '/login', {
          body: { email: 'helpdesk@acme.test', password: 'Brand-New!2026' },
        })
      ).status,
    ).toBe(200);
    expect((await mock.call('POST', '/verifyresetpasswordtoken/reset_unknown')).status).toBe(404);
  });

  it('expires reset tokens', async () => {
    const mock = createTestMock({ resetTokenTtlSeconds: 60 });
    await mock.call('POST', '/resetpasswordtoken', { body: { email: 'helpdesk@acme.test' } });
    const [mail] = (await mock.call('GET', '/__mock/outbox')).body;
    mock.advance(61);
    expect((await mock.call('POST', `/verifyresetpasswordtoken/${mail.token}`)).status).toBe(410);
  });
});

describe('staff sign-in and SSO', () => {
  it('runs the IdP flow: page, consent, single-use code', async () => {
    const mock = createTestMock();
    const start = await mock.call('POST', '/admin/auth/login', {
      body: { redirect_uri: 'http://console.test/admin/googleauthcallback' },
    });
    const page = await mock.app.fetch(
      new Request(start.body.authorization_url.replace(/^http:\/\/[^/]+/, 'http://mock.test')),
    );
    const html = await page.text();
    expect(html).toContain('staff@provider.test');
    expect(html).toContain('Continue');
    const session = await mock.staffLogin();
    expect(session.staff).toMatchObject({ email: 'staff@provider.test', role_name: 'Administrator' });
  });

  it('lets staff sign in as a user once per SSO token', async () => {
    const mock = createTestMock();
    const staff = await mock.staffLogin();
    const { body } = await mock.call('GET', '/admin/auth/ssotoken/3', { token: staff.access_token });
    const first = await mock.call('POST', `/staffssologin/${body.sso_access_token}`, {
      body: { sso_staff_token: staff.access_token },
    });
    expect(first.status).toBe(200);
    expect(first.body.staff.id).toBe(staff.staff.id);
    expect(first.body.user.id).toBe(3);
    const second = await mock.call('POST', `/staffssologin/${body.sso_access_token}`, {
      body: { sso_staff_token: staff.access_token },
    });
    expect(second.status).toBe(404);
  });
});
