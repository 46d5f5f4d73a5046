import { describe, expect, it } from 'vitest';

import { ApiError, ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import { clientAnswering } from '../test-support/client.ts';
import { json } from '../test-support/fake-api.ts';
import { NOT_JSON_MESSAGE } from './errors.ts';

describe('errors middleware', () => {
  it('resolves a 2xx with its data and no error', async () => {
    const { api } = clientAnswering(() => json(200, { id: 1, email: 'owner@acme.test' }));
    const result = await api.GET('/user/me');
    expect(result.data).toEqual({ id: 1, email: 'owner@acme.test' });
    expect(result).not.toHaveProperty('error');
  });

  it('resolves a 204 with no data', async () => {
    const { api } = clientAnswering(() => new Response(null, { status: 204 }));
    const { data, response } = await api.DELETE('/user/{id}', { params: { path: { id: 3 } } });
    expect(data).toBeUndefined();
    expect(response.status).toBe(204);
  });

  it('rejects a 422 with a ValidationError carrying fields and the product message', async () => {
    const { api } = clientAnswering(() =>
      json(422, { detail: [{ loc: ['body', 'email'], msg: 'Not a valid e-mail', type: 'value_error' }] }),
    );
    const error = await api
      .PUT('/user/me', { body: { first_name: 'A', last_name: 'B', email: 'x' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      fields: { email: 'Not a valid e-mail' },
      message: 'email: Not a valid e-mail',
    });
  });

  it('rejects a 403 with ForbiddenError and calls onForbidden, without signing out', async () => {
    const { api, hooks, tokenStore } = clientAnswering(() => json(403, { detail: 'Not allowed' }));
    const error = await api.GET('/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(hooks.onForbidden).toHaveBeenCalledExactlyOnceWith(error);
    expect(tokenStore.getTokens()).not.toBeNull();
  });

  it('rejects a 404 with NotFoundError and calls onNotFound', async () => {
    const { api, hooks } = clientAnswering(() => json(404, { detail: 'User not found' }));
    const error = await api.GET('/user/{id}', { params: { path: { id: 9 } } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, message: 'User not found' });
    expect(hooks.onNotFound).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('does not call onNotFound or onForbidden for a call that handles them itself (errorHooks: false)', async () => {
    const { api, hooks } = clientAnswering((request) =>
      request.url.endsWith('/user') ? json(403, { detail: 'Not allowed' }) : json(404, { detail: 'Gone' }),
    );
    const notFound = api.GET('/user/{id}', { params: { path: { id: 9 } }, errorHooks: false });
    await expect(notFound).rejects.toBeInstanceOf(NotFoundError);
    await expect(api.GET('/user', { errorHooks: false })).rejects.toBeInstanceOf(ForbiddenError);
    expect(hooks.onNotFound).not.toHaveBeenCalled();
    expect(hooks.onForbidden).not.toHaveBeenCalled();
  });

  it('rejects other statuses with ApiError: the detail, or "An error occurred" without one', async () => {
    const tooMany = clientAnswering(() => json(429, { detail: 'Too many attempts' }));
    await expect(tooMany.api.GET('/user/me')).rejects.toMatchObject({
      status: 429,
      message: 'Too many attempts',
    });
    const bare = clientAnswering(() => new Response(null, { status: 500 }));
    await expect(bare.api.GET('/user/me')).rejects.toMatchObject({
      status: 500,
      message: 'An error occurred',
    });
  });

  it('gives a clear ApiError for an error body that is not JSON', async () => {
    const { api } = clientAnswering(
      () =>
        new Response('<h1>502 Bad Gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    const error = await api.GET('/user/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 502,
      message: 'An error occurred',
      detail: '<h1>502 Bad Gateway</h1>',
    });
  });

  it('gives a clear ApiError for a 2xx body that is not JSON, not a SyntaxError', async () => {
    const { api } = clientAnswering(
      () =>
        new Response('<html>login page</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(api.GET('/user/me')).rejects.toMatchObject({
      name: 'ApiError',
      status: 200,
      message: NOT_JSON_MESSAGE,
      detail: '<html>login page</html>',
    });
  });
});
