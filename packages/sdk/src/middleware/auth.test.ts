import { describe, expect, it } from 'vitest';

import { clientAnswering } from '../test-support/client.ts';
import { json } from '../test-support/fake-api.ts';
import { createMemoryTokenStore } from '../token-store.ts';
import { isPublicOperation } from './auth.ts';

const ok = () => json(200, {});

describe('auth middleware', () => {
  it("sends the audience's access token as a bearer", async () => {
    const { api, fake } = clientAnswering(ok);
    await api.GET('/user/me');
    expect(fake.requests[0]?.authorization).toBe('Bearer a1');
  });

  it('reads the token at send time, so a new sign-in is used at once', async () => {
    const { api, fake, tokenStore } = clientAnswering(ok);
    tokenStore.setTokens({ accessToken: 'a9', refreshToken: 'r9' });
    await api.GET('/user/me');
    expect(fake.requests[0]?.authorization).toBe('Bearer a9');
  });

  it('sends no bearer on public operations or without tokens', async () => {
    const { api, fake } = clientAnswering(ok);
    await api.POST('/login', { body: { email: 'a@b.test', password: 'x' } });
    await api.GET('/user/passwordpolicy');
    const signedOut = clientAnswering(ok, { tokenStore: createMemoryTokenStore() });
    await signedOut.api.GET('/user/me');
    expect([...fake.requests, ...signedOut.fake.requests].map((r) => r.authorization)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('keeps an Authorization header the caller set', async () => {
    const { api, fake } = clientAnswering(ok);
    await api.GET('/user/me', { headers: { Authorization: 'Bearer special' } });
    expect(fake.requests[0]?.authorization).toBe('Bearer special');
  });

  it('knows public operations by method and path template', () => {
    expect(isPublicOperation('post', '/verifyresetpasswordtoken/{token}')).toBe(true);
    expect(isPublicOperation('GET', '/login')).toBe(false);
    expect(isPublicOperation('GET', '/user/me')).toBe(false);
  });
});
