import { describe, expect, it } from 'vitest';

import { totpNow } from './auth/totp.ts';
import { personas, TWO_FACTOR_RECOVERY_CODES, TWO_FACTOR_SECRET } from './personas.ts';
import { createTestMock } from './test-support.ts';

describe('two-factor settings', () => {
  it('enables with a real code from the setup secret, then sign-in asks for it; disables with a code', async () => {
    const mock = createTestMock();
    const owner = await mock.login('owner');
    const token = owner.access_token;
    const setup = await mock.call('GET', '/user/1/2fa/setup', { token });
    expect(setup.body.otpauth_url).toContain(setup.body.secret);
    const wrong = await mock.call('POST', '/user/1/2fa/enable', {
      token,
      body: { code: totpNow(setup.body.secret, mock.now() - 600_000) },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail[0].loc).toEqual(['body', 'code']);
    const enabled = await mock.call('POST', '/user/1/2fa/enable', {
      token,
      body: { code: totpNow(setup.body.secret, mock.now()) },
    });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recovery_codes).toHaveLength(8);
    expect((await mock.call('GET', '/user/1/2fa/status', { token })).body).toEqual({
      enabled: true,
      recovery_codes_left: 8,
    });
    const login = await mock.call('POST', '/login', {
      body: { email: personas.owner.email, password: personas.owner.password },
    });
    expect(login.body).toEqual({ two_factor_required: true });

    expect((await mock.call('POST', '/user/1/2fa/disable', { token, body: {} })).status).toBe(422);
    const disabled = await mock.call('POST', '/user/1/2fa/disable', {
      token,
      body: { code: totpNow(setup.body.secret, mock.now()) },
    });
    expect(disabled.body).toEqual({ enabled: false });
  });

  it('regenerating recovery codes voids the old set', async () => {
    const mock = createTestMock();
    const session = await mock.login('twofactor', { code: totpNow(TWO_FACTOR_SECRET, mock.now()) });
    const id = session.user.id;
    const fresh = await mock.call('POST', `/user/${id}/2fa/recoverycodes/regenerate`, {
      token: session.access_token,
    });
    expect(fresh.body.recovery_codes).toHaveLength(8);
    const p = personas.twofactor;
    const old = await mock.call('POST', '/login', {
      body: { email: p.email, password: p.password, recovery_code: TWO_FACTOR_RECOVERY_CODES[1] },
    });
    expect(old.status).toBe(401);
    const ok = await mock.call('POST', '/login', {
      body: { email: p.email, password: p.password, recovery_code: fresh.body.recovery_codes[0] },
    });
    expect(ok.status).toBe(200);
    expect(
      (await mock.call('GET', `/user/${id}/2fa/recoverycodes`, { token: session.access_token })).body
        .recovery_codes,
    ).toHaveLength(7);
  });

  it("lets an administrator see another user's settings but not a user without users:edit", async () => {
    const mock = createTestMock();
    const twofactorId = mock.app.state.db.users.find((u) => u.email === personas.twofactor.email)?.id;
    const owner = await mock.login('owner');
    expect(
      (await mock.call('GET', `/user/${twofactorId}/2fa/trusteddevices`, { token: owner.access_token })).body,
    ).toHaveLength(1);
    const readonly = await mock.login('readonly');
    expect(
      (await mock.call('GET', `/user/${twofactorId}/2fa/status`, { token: readonly.access_token })).status,
    ).toBe(403);
    expect(
      (await mock.call('DELETE', `/user/${twofactorId}/2fa/trusteddevice/1`, { token: owner.access_token }))
        .status,
    ).toBe(204);
    expect(
      (await mock.call('GET', `/user/${twofactorId}/2fa/trusteddevices`, { token: owner.access_token })).body,
    ).toHaveLength(0);
  });
});
