// The mock behaves like a careful back end: hashed passwords, expiring trust, single-use expiring tokens and
// rate-limited attempts. Each test moves the mock's clock instead of waiting.
import { describe, expect, it } from 'vitest';

import { personas, TWO_FACTOR_TRUSTED_HASH_TOKEN } from '../personas.ts';
import { createTestMock } from '../test-support.ts';
import { verifyPassword } from './passwords.ts';

const owner = personas.owner;
const DAY = 86_400;

const wrongLogin = (mock: ReturnType<typeof createTestMock>, email: string, address = '10.0.0.1') =>
  mock.call('POST', '/login', {
    body: { email, password: 'not-the-password' },
    headers: { 'x-forwarded-for': address },
  });

describe('passwords', { timeout: 30_000 }, () => {
  it('are kept as salted scrypt hashes, also after a change and a reset', async () => {
    const mock = createTestMock();
    const user = () => mock.app.state.db.users.find((u) => u.email === 'helpdesk@acme.test');
    const before = user()?.password_hash ?? '';
    expect(before).toMatch(/^scrypt\$4096\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(JSON.stringify(mock.app.state.db.users.all())).not.toContain(personas.helpdesk.password);

    const session = await mock.login('helpdesk');
    const changed = await mock.call('PUT', '/user/me/changepassword', {
      token: session.access_token,
      body: { current_password: personas.helpdesk.password, new_password: 'Changed-Pass!2026' },
    });
    expect(changed.status).toBe(200);
    const afterChange = user()?.password_hash ?? '';
    expect(afterChange).not.toContain('Changed-Pass!2026');
    expect(verifyPassword('Changed-Pass!2026', afterChange)).toBe(true);

    await mock.call('POST', '/resetpasswordtoken', { body: { email: 'helpdesk@acme.test' } });
    const token = mock.app.state.outbox.at(-1)?.token;
    await mock.call('POST', '/resetpassword', { body: { token, password: 'Reset-Pass!2026' } });
    const afterReset = user()?.password_hash ?? '';
    expect(afterReset).not.toContain('Reset-Pass!2026');
    expect(verifyPassword('Reset-Pass!2026', afterReset)).toBe(true);
    expect(verifyPassword('Changed-Pass!2026', afterReset)).toBe(false);
    // Two hashes of one password differ (a fresh salt each time).
    expect(afterReset.split('$')[4]).not.toBe(afterChange.split('$')[4]);
  });
});

describe('trusted devices', { timeout: 30_000 }, () => {
  const trustedLogin = (mock: ReturnType<typeof createTestMock>) =>
    mock.call('POST', '/login', {
      body: {
        email: personas.twofactor.email,
        password: personas.twofactor.password,
        trusted_hash_token: TWO_FACTOR_TRUSTED_HASH_TOKEN,
      },
    });

  it('skip the code for 30 days after they were trusted, then ask again and drop out of the list', async () => {
    const mock = createTestMock();
    const device = mock.app.state.db.users.find((u) => u.email === personas.twofactor.email)?.two_factor
      .trusted_devices[0];
    const trustedAt = Date.parse(device?.created_at ?? '');
    const age = (mock.now() - trustedAt) / 1000;
    expect((await trustedLogin(mock)).body.access_token).toBeTruthy();

    mock.advance(30 * DAY - age - 60); // a minute before the trust ends
    const session = await trustedLogin(mock);
    expect(session.body.access_token).toBeTruthy();
    const listed = await mock.call('GET', `/user/${session.body.user.id}/2fa/trusteddevices`, {
      token: session.body.access_token,
    });
    expect(listed.body).toHaveLength(1);

    mock.advance(120);
    expect((await trustedLogin(mock)).body).toEqual({ two_factor_required: true });
    const after = await mock.call('GET', `/user/${session.body.user.id}/2fa/trusteddevices`, {
      token: session.body.access_token,
    });
    expect(after.body).toEqual([]);
  });

  it('last as long as /__mock/config says', async () => {
    const mock = createTestMock();
    const set = await mock.call('POST', '/__mock/config', { body: { trustedDeviceTtlSeconds: 3600 } });
    expect(set.body.trustedDeviceTtlSeconds).toBe(3600);
    expect((await trustedLogin(mock)).body).toEqual({ two_factor_required: true });
    await mock.call('POST', '/__mock/reset');
    expect((await trustedLogin(mock)).body.access_token).toBeTruthy();
  });
});

describe('one-time tokens', { timeout: 30_000 }, () => {
  it('SSO tokens work once and expire after ssoTokenTtlSeconds', async () => {
    const mock = createTestMock({ ssoTokenTtlSeconds: 60 });
    const staff = await mock.staffLogin();
    const issue = async () =>
      (await mock.call('GET', '/admin/auth/ssotoken/2', { token: staff.access_token })).body
        .sso_access_token as string;
    const use = (token: string) =>
      mock.call('POST', `/staffssologin/${token}`, { body: { sso_staff_token: staff.access_token } });

    const once = await issue();
    expect((await use(once)).status).toBe(200);
    expect((await use(once)).status).toBe(404);

    const late = await issue();
    mock.advance(61);
    expect((await use(late)).status).toBe(404);
  });

  it('IdP codes work once and expire after five minutes', async () => {
    const mock = createTestMock();
    const once = mock.app.state.idpCodes.issue(1, mock.now() + 300_000);
    expect((await mock.call('POST', '/admin/auth/token', { body: { code: once } })).status).toBe(200);
    expect((await mock.call('POST', '/admin/auth/token', { body: { code: once } })).status).toBe(401);

    // A code from the IdP page itself, used after its lifetime.
    const start = await mock.call('POST', '/admin/auth/login', {
      body: { redirect_uri: 'http://console.test/admin/googleauthcallback' },
    });
    const authorize = new URL(start.body.authorization_url);
    const consent = await mock.app.fetch(
      new Request('http://mock.test/__idp/authorize', {
        method: 'POST',
        body: new URLSearchParams({
          staff_id: '1',
          redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
          state: authorize.searchParams.get('state') ?? '',
        }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    const code = new URL(consent.headers.get('location') ?? '').searchParams.get('code');
    mock.advance(301);
    expect((await mock.call('POST', '/admin/auth/token', { body: { code } })).status).toBe(401);
  });

  it('reset tokens work once and expire', async () => {
    const mock = createTestMock({ resetTokenTtlSeconds: 60 });
    const request = async () => {
      await mock.call('POST', '/resetpasswordtoken', { body: { email: 'helpdesk@acme.test' } });
      return mock.app.state.outbox.at(-1)?.token ?? '';
    };
    const once = await request();
    const reset = (token: string) =>
      mock.call('POST', '/resetpassword', { body: { token, password: 'Reset-Pass!2026' } });
    expect((await reset(once)).status).toBe(200);
    expect((await reset(once)).status).toBe(410);
    const late = await request();
    mock.advance(61);
    expect((await reset(late)).status).toBe(410);
  });
});

describe('rate limits', { timeout: 30_000 }, () => {
  it('answer 429 with Retry-After after 5 failures for an e-mail within 15 minutes', async () => {
    const mock = createTestMock();
    for (let i = 0; i < 5; i++) expect((await wrongLogin(mock, owner.email)).status).toBe(401);
    const blocked = await mock.call('POST', '/login', {
      body: { email: owner.email, password: owner.password },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toMatch(/too many attempts/i);
    expect(Number(blocked.headers.get('retry-after'))).toBe(900);
    // Another e-mail is not blocked by this one's failures.
    expect((await mock.login('helpdesk')).access_token).toBeTruthy();
    // The window slides: once the oldest failure is 15 minutes old, the e-mail may try again.
    mock.advance(901);
    expect((await mock.login('owner')).access_token).toBeTruthy();
  });

  it('do not count successful sign-ins, and a success clears the e-mail count', async () => {
    const mock = createTestMock();
    for (let i = 0; i < 10; i++) await mock.login('owner');
    for (let i = 0; i < 4; i++) await wrongLogin(mock, owner.email);
    await mock.login('owner');
    for (let i = 0; i < 4; i++) expect((await wrongLogin(mock, owner.email)).status).toBe(401);
    expect((await mock.login('owner')).access_token).toBeTruthy();
  });

  it('count wrong two-factor codes like wrong passwords', async () => {
    const mock = createTestMock();
    const p = personas.twofactor;
    for (let i = 0; i < 5; i++) {
      const res = await mock.call('POST', '/login', {
        body: { email: p.email, password: p.password, code: '000000' },
      });
      expect([401, 200]).toContain(res.status); // 200 only if 000000 happens to be the current code
    }
    const res = await mock.call('POST', '/login', { body: { email: p.email, password: p.password } });
    expect(res.status).toBe(429);
  });

  it('limit one client address across e-mails, and leave other addresses alone', async () => {
    const mock = createTestMock({ maxAddressFailures: 8 });
    for (let i = 0; i < 8; i++) await wrongLogin(mock, `nobody${i}@acme.test`, '10.0.0.9');
    const blocked = await mock.call('POST', '/login', {
      body: { email: owner.email, password: owner.password },
      headers: { 'x-forwarded-for': '10.0.0.9' },
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const elsewhere = await mock.call('POST', '/login', {
      body: { email: owner.email, password: owner.password },
      headers: { 'x-forwarded-for': '10.0.0.10' },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('limit password-reset requests per e-mail, and re-auth attempts', async () => {
    const mock = createTestMock();
    for (let i = 0; i < 5; i++)
      expect(
        (await mock.call('POST', '/resetpasswordtoken', { body: { email: 'helpdesk@acme.test' } })).status,
      ).toBe(202);
    const sixth = await mock.call('POST', '/resetpasswordtoken', { body: { email: 'helpdesk@acme.test' } });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBeTruthy();
    expect(mock.app.state.outbox).toHaveLength(5);

    const session = await mock.login('owner');
    for (let i = 0; i < 5; i++) {
      const wrong = await mock.call('POST', '/reauth/verify', {
        token: session.access_token,
        body: { password: 'wrong' },
      });
      expect(wrong.status).toBe(422);
    }
    const right = await mock.call('POST', '/reauth/verify', {
      token: session.access_token,
      body: { password: owner.password },
    });
    expect(right.status).toBe(429);
  });

  it('are set through /__mock/config, and /__mock/reset clears the counts and restores the settings', async () => {
    const mock = createTestMock();
    const set = await mock.call('POST', '/__mock/config', {
      body: { maxLoginFailures: 1, loginWindowSeconds: 60 },
    });
    expect(set.body).toMatchObject({ maxLoginFailures: 1, loginWindowSeconds: 60 });
    await wrongLogin(mock, owner.email);
    const blocked = await mock.call('POST', '/login', {
      body: { email: owner.email, password: owner.password },
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBe(60);

    await mock.call('POST', '/__mock/reset');
    expect((await mock.call('GET', '/__mock/config')).body).toMatchObject({
      maxLoginFailures: 5,
      loginWindowSeconds: 900,
    });
    expect((await mock.login('owner')).access_token).toBeTruthy();
  });
});
