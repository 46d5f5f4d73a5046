import { describe, expect, it } from 'vitest';

import { createTestMock } from './test-support.ts';

describe('test control endpoints', () => {
  it('injects a fault for the next N calls of an operation, then recovers', async () => {
    const mock = createTestMock();
    await mock.call('POST', '/__mock/faults', {
      body: { operationId: 'getPasswordPolicy', status: 503, times: 2 },
    });
    expect((await mock.call('GET', '/user/passwordpolicy')).status).toBe(503);
    expect((await mock.call('GET', '/user/passwordpolicy')).status).toBe(503);
    expect((await mock.call('GET', '/user/passwordpolicy')).status).toBe(200);
  });

  it('matches faults by method and path, and can drop the connection', async () => {
    const mock = createTestMock();
    await mock.call('POST', '/__mock/faults', {
      body: { method: 'GET', path: '/user/{id}', dropConnection: true, times: 1 },
    });
    const owner = await mock.login('owner');
    const dropped = mock.app.fetch(
      new Request('http://mock.test/user/2', { headers: { authorization: `Bearer ${owner.access_token}` } }),
    );
    await expect(dropped).rejects.toThrow(/dropped the connection/);
    expect((await mock.call('GET', '/user/2', { token: owner.access_token })).status).toBe(200);
  });

  it('resets to the large seed once when asked, and to the configured seed otherwise', async () => {
    const mock = createTestMock();
    await mock.call('POST', '/__mock/reset', { body: { seed: 'large' } });
    expect(mock.app.state.db.users.size).toBeGreaterThanOrEqual(10_000);
    await mock.call('POST', '/__mock/reset');
    expect(mock.app.state.db.users.size).toBeLessThan(1_000);
  });

  it('changes the token lifetime and latency at run time', async () => {
    const mock = createTestMock();
    const res = await mock.call('POST', '/__mock/config', {
      body: { accessTokenTtlSeconds: 5, latencyMs: 30 },
    });
    expect(res.body).toMatchObject({ accessTokenTtlSeconds: 5, latencyMs: 30 });
    const session = await mock.login('owner');
    const started = performance.now();
    expect((await mock.call('GET', '/user/me', { token: session.access_token })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    mock.advance(6);
    expect((await mock.call('GET', '/user/me', { token: session.access_token })).status).toBe(401);
    expect((await mock.call('POST', '/__mock/config', { body: { latencyMs: -1 } })).status).toBe(400);
  });

  it('lists the personas with their sign-ins', async () => {
    const mock = createTestMock();
    const { body } = await mock.call('GET', '/__mock/personas');
    expect(body.users.map((u: { email: string }) => u.email)).toContain('owner@acme.test');
    expect(body.twoFactor.secret).toBe('JBSWY3DPEHPK3PXP');
  });
});
