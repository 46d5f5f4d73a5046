import { describe, expect, it } from 'vitest';

import { NetworkError, NotFoundError, SessionExpiredError, ValidationError } from './errors.ts';
import { redactUrl } from './request-info.ts';
import { clientAnswering } from './test-support/client.ts';
import { json } from './test-support/fake-api.ts';

const ACCESS = 'access-7c1f0e55';
const REFRESH = 'refresh-9b2d4a11';
const tokens = { accessToken: ACCESS, refreshToken: REFRESH };

describe('errors carry their call', () => {
  it("a 404's JSON names the method, URL, path template, operation and request id, and holds no token", async () => {
    const { api, fake } = clientAnswering((request) =>
      json(404, { detail: 'User not found' }, { 'X-Request-Id': request.headers.get('X-Request-Id') ?? '' }),
    );
    const error = await api.GET('/user/{id}', { params: { path: { id: 42 } } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    const logged = JSON.parse(JSON.stringify(error)) as Record<string, unknown>;
    expect(logged).toMatchObject({
      name: 'NotFoundError',
      message: 'User not found',
      status: 404,
      method: 'GET',
      url: 'https://api.test/user/42',
      pathTemplate: '/user/{id}',
      operationId: 'getUser',
      requestId: expect.stringMatching(/\S{8,}/),
      detail: 'User not found',
    });
    // The id logged is the one the request carried (and the server echoed).
    expect(logged.requestId).toBe(fake.requests[0]?.requestId);
    expect((error as NotFoundError).headers['x-request-id']).toBe(logged.requestId);
    expect((error as NotFoundError).requestId).toBe(logged.requestId);
    const detail: string | undefined = (error as NotFoundError).detail; // typed from the contract
    expect(detail).toBe('User not found');
  });

  it('never puts the bearer or refresh token into the log line', async () => {
    const { api, tokenStore } = clientAnswering(() =>
      json(404, { detail: 'Gone' }, { 'Set-Cookie': `session=${ACCESS}` }),
    );
    tokenStore.setTokens(tokens);
    const error = await api.GET('/user/me').catch((e: unknown) => e);
    const line = JSON.stringify(error);
    expect(line).toContain('"operationId":"getCurrentUser"');
    expect(line).not.toContain(ACCESS);
    expect(line).not.toContain(REFRESH);
  });

  it('a call may choose its request id', async () => {
    const { api, fake } = clientAnswering(() => json(422, { detail: [] }));
    const error = await api
      .PUT('/user/me', { body: { first_name: 'A', last_name: 'B', email: 'x' }, requestId: 'req-own-1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(fake.requests[0]?.requestId).toBe('req-own-1');
    expect(error).toMatchObject({ request: { requestId: 'req-own-1', operationId: 'updateCurrentUser' } });
  });

  it('a network failure and an expired session name their call too', async () => {
    const offline = clientAnswering(() => Promise.reject(new TypeError('fetch failed')));
    const network = await offline.api.GET('/roles').catch((e: unknown) => e);
    expect(network).toBeInstanceOf(NetworkError);
    expect((network as NetworkError).request).toMatchObject({ method: 'GET', pathTemplate: '/roles' });
    expect((network as NetworkError).requestId).toEqual(expect.any(String));

    const expired = clientAnswering(() => json(401, { detail: 'Expired' }));
    const session = await expired.api.GET('/roles').catch((e: unknown) => e);
    expect(session).toBeInstanceOf(SessionExpiredError);
    expect((session as SessionExpiredError).request).toMatchObject({
      method: 'GET',
      pathTemplate: '/roles',
      requestId: expect.any(String),
    });
  });

  it('hides the values of token-like path and query parameters in the URL', () => {
    expect(
      redactUrl(
        'https://api.test/v1/verifyresetpasswordtoken/s3cr3t?code=123&page=2',
        '/verifyresetpasswordtoken/{token}',
      ),
    ).toBe('https://api.test/v1/verifyresetpasswordtoken/[redacted]?code=[redacted]&page=2');
  });
});
