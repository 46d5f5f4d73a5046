// Each person's preferences follow them from device to device (docs/product-rules.md#languages): a user's and a
// staff member's apart, any staff role may change its own, an unknown language is the contract's 422.
import { describe, expect, it } from 'vitest';

import { LOADED_MACHINE_MS, staffMock } from './staff-test-support.ts';
import { createTestMock } from './test-support.ts';

describe('preferences', { timeout: LOADED_MACHINE_MS }, () => {
  it('keeps a user their own language, defaulting to the browser’s', async () => {
    const mock = createTestMock();
    const owner = (await mock.login('owner')).access_token;
    const other = (await mock.login('readonly')).access_token;
    expect((await mock.call('GET', '/user/me/preferences', { token: owner })).body).toEqual({
      language: null,
    });
    const saved = await mock.call('PUT', '/user/me/preferences', { token: owner, body: { language: 'de' } });
    expect([saved.status, saved.body]).toEqual([200, { language: 'de' }]);
    // Another sign-in of the same person (another device) reads it; another person keeps theirs.
    const again = (await mock.login('owner')).access_token;
    expect((await mock.call('GET', '/user/me/preferences', { token: again })).body).toEqual({
      language: 'de',
    });
    expect((await mock.call('GET', '/user/me/preferences', { token: other })).body).toEqual({
      language: null,
    });
    // Back to the browser's language.
    await mock.call('PUT', '/user/me/preferences', { token: owner, body: { language: null } });
    expect((await mock.call('GET', '/user/me/preferences', { token: owner })).body).toEqual({
      language: null,
    });
  });

  it('refuses a language the console is not written in, and unknown fields', async () => {
    const mock = createTestMock();
    const token = (await mock.login('owner')).access_token;
    const unknown = await mock.call('PUT', '/user/me/preferences', { token, body: { language: 'xx' } });
    expect(unknown.status).toBe(422);
    const extra = await mock.call('PUT', '/user/me/preferences', { token, body: { theme: 'dark' } });
    expect(extra.status).toBe(422);
    expect((await mock.call('GET', '/user/me/preferences', { token })).body).toEqual({ language: null });
  });

  it('keeps staff members’ apart from users’, and lets a read-only staff role change its own', async () => {
    const { mock, admin, reader } = await staffMock();
    const saved = await mock.call('PUT', '/admin/staff/me/preferences', {
      token: reader,
      body: { language: 'fr' },
    });
    expect([saved.status, saved.body]).toEqual([200, { language: 'fr' }]);
    expect((await mock.call('GET', '/admin/staff/me/preferences', { token: admin })).body).toEqual({
      language: null,
    });
    const user = (await mock.login('owner')).access_token;
    expect((await mock.call('GET', '/user/me/preferences', { token: user })).body).toEqual({
      language: null,
    });
    // A user's token does not open a staff member's preferences, nor the other way round.
    expect((await mock.call('GET', '/admin/staff/me/preferences', { token: user })).status).toBe(401);
    expect((await mock.call('GET', '/user/me/preferences', { token: reader })).status).toBe(401);
  });
});
