import { describe, expect, it } from 'vitest';

import { loadContract } from './contract/load.ts';
import { listOperations } from './contract/operations.ts';
import { handlers } from './handlers/index.ts';
import { createTestMock } from './test-support.ts';

describe('handlers cover the contract', () => {
  it('has a handler for every operation of the contract, and none for operations it lacks', () => {
    const ids = listOperations(loadContract()).map((op) => op.operationId);
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.filter((id) => !(id in handlers))).toEqual([]);
    expect(Object.keys(handlers).filter((id) => !ids.includes(id))).toEqual([]);
  });
});

describe('privileges are checked by the server', () => {
  it('answers 403 to a user without the privilege, 200 with it', async () => {
    const mock = createTestMock();
    const helpdesk = await mock.login('helpdesk');
    expect((await mock.call('GET', '/user', { token: helpdesk.access_token })).status).toBe(403);
    expect((await mock.call('GET', '/tickets', { token: helpdesk.access_token })).status).toBe(200);
    const readonly = await mock.login('readonly');
    expect((await mock.call('GET', '/user', { token: readonly.access_token })).status).toBe(200);
    const add = await mock.call('POST', '/user', {
      token: readonly.access_token,
      body: { first_name: 'A', last_name: 'B', email: 'a.b@acme.test', status: true, role_ids: [] },
    });
    expect(add).toMatchObject({ status: 403, body: { detail: expect.any(String) } });
  });

  it('shows the alias-prefix user only aliases of their prefix, and hides the others as 404', async () => {
    const mock = createTestMock();
    const session = await mock.login('aliases');
    const list = await mock.call('GET', '/aliases?size=100', { token: session.access_token });
    expect(list.status).toBe(200);
    expect(list.body.items.length).toBeGreaterThan(1);
    expect(list.body.items.every((a: { name: string }) => a.name.startsWith('sales'))).toBe(true);
    const other = mock.app.state.db.aliases.find((a) => a.org_id === 1 && !a.name.startsWith('sales'));
    expect((await mock.call('GET', `/aliases/${other?.id}`, { token: session.access_token })).status).toBe(
      404,
    );
    const helpdesk = await mock.login('helpdesk');
    expect((await mock.call('GET', '/aliases', { token: helpdesk.access_token })).status).toBe(403);
  });

  it('needs administrative:edit_alias_primary_user to change an alias primary user', async () => {
    const mock = createTestMock();
    const session = await mock.login('aliases');
    const alias = mock.app.state.db.aliases.find((a) => a.name.startsWith('sales'));
    const body = { name: alias?.name, email: alias?.email, status: 'active', primary_user_id: 1 };
    const res = await mock.call('PUT', `/aliases/${alias?.id}`, { token: session.access_token, body });
    expect(alias?.primary_user_id).not.toBe(1);
    expect(res.status).toBe(403);
  });
});

describe('organisations are isolated', () => {
  it("answers 404 for another organisation's user, role, ticket and alias", async () => {
    const mock = createTestMock();
    const globex = await mock.login('globexOwner');
    const { db } = mock.app.state;
    const acmeTicket = db.tickets.find((t) => t.org_id === 1);
    const acmeRole = db.roles.find((r) => r.org_id === 1);
    const acmeAlias = db.aliases.find((a) => a.org_id === 1);
    for (const path of [
      '/user/1',
      `/roles/${acmeRole?.id}`,
      `/tickets/${acmeTicket?.id}`,
      `/aliases/${acmeAlias?.id}`,
      '/user/1/2fa/status',
    ]) {
      const res = await mock.call('GET', path, { token: globex.access_token });
      expect(res.status, path).toBe(404);
    }
    const list = await mock.call('GET', '/user?size=100', { token: globex.access_token });
    expect(list.body.items.every((u: { organization_id: number }) => u.organization_id === 2)).toBe(true);
  });
});

describe('request validation against the contract', () => {
  it('answers 422 with FastAPI-style loc and msg for a bad body', async () => {
    const mock = createTestMock();
    const owner = await mock.login('owner');
    const res = await mock.call('POST', '/user', {
      token: owner.access_token,
      body: { first_name: '', email: 'not-an-email', status: 'yes' },
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual(
      expect.arrayContaining([
        {
          loc: ['body', 'first_name'],
          msg: 'String should have at least 1 character',
          type: 'string_too_short',
        },
        { loc: ['body', 'email'], msg: 'value is not a valid email address', type: 'value_error' },
        { loc: ['body', 'status'], msg: 'Input should be a valid boolean', type: 'boolean_type' },
        { loc: ['body', 'last_name'], msg: 'Field required', type: 'missing' },
      ]),
    );
  });

  it('validates path and query parameters too', async () => {
    const mock = createTestMock();
    const owner = await mock.login('owner');
    const path = await mock.call('GET', '/user/abc', { token: owner.access_token });
    expect(path.status).toBe(422);
    expect(path.body.detail[0]).toMatchObject({ loc: ['path', 'id'], type: 'integer_type' });
    const query = await mock.call('GET', '/user?size=500', { token: owner.access_token });
    expect(query.body.detail[0]).toMatchObject({
      loc: ['query', 'size'],
      msg: 'Input should be less than or equal to 100',
    });
  });

  it('rejects a weak password with the policy rule it breaks', async () => {
    const mock = createTestMock();
    const owner = await mock.login('owner');
    const res = await mock.call('PUT', '/user/me/changepassword', {
      token: owner.access_token,
      body: { current_password: 'Owner!2345', new_password: 'alllowercase1!' },
    });
    expect(res.body.detail).toEqual([
      {
        loc: ['body', 'new_password'],
        msg: 'Password must contain an uppercase letter',
        type: 'password_policy',
      },
    ]);
  });
});

describe('the primary user', () => {
  it('cannot be deleted or deactivated', async () => {
    const mock = createTestMock();
    const owner = await mock.login('owner');
    expect((await mock.call('DELETE', '/user/1', { token: owner.access_token })).status).toBe(403);
    const deactivate = await mock.call('PUT', '/user/1', {
      token: owner.access_token,
      body: {
        first_name: 'Olivia',
        last_name: 'Bennett',
        email: 'owner@acme.test',
        status: false,
        role_ids: [],
      },
    });
    expect(deactivate.status).toBe(403);
    expect((await mock.call('GET', '/user/me', { token: owner.access_token })).body.status).toBe(true);
  });
});

describe('state', () => {
  it('keeps changes across calls until reset', async () => {
    const mock = createTestMock();
    const owner = await mock.login('owner');
    const created = await mock.call('POST', '/roles', {
      token: owner.access_token,
      body: { name: 'Night shift', description: 'Evenings', privileges: ['tickets:list'] },
    });
    expect(created.status).toBe(201);
    expect(
      (await mock.call('GET', `/roles/${created.body.id}`, { token: owner.access_token })).body.name,
    ).toBe('Night shift');
    expect((await mock.call('DELETE', '/user/2', { token: owner.access_token })).status).toBe(204);
    expect((await mock.call('GET', '/user/2', { token: owner.access_token })).status).toBe(404);
    await mock.call('POST', '/__mock/reset');
    expect((await mock.call('GET', `/roles/${created.body.id}`, { token: owner.access_token })).status).toBe(
      404,
    );
    expect((await mock.call('GET', '/user/2', { token: owner.access_token })).status).toBe(200);
  });

  it('resets on the x-mock-reset header', async () => {
    const mock = createTestMock();
    const owner = await mock.login('owner');
    await mock.call('DELETE', '/user/2', { token: owner.access_token });
    expect(
      (await mock.call('GET', '/user/2', { token: owner.access_token, headers: { 'x-mock-reset': '1' } }))
        .status,
    ).toBe(200);
  });

  it('deactivating a user ends their sessions and refuses sign-in', async () => {
    const mock = createTestMock();
    const owner = await mock.login('owner');
    const helpdesk = await mock.login('helpdesk');
    const user = (await mock.call('GET', '/user/2', { token: owner.access_token })).body;
    await mock.call('PUT', '/user/2', {
      token: owner.access_token,
      body: {
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        status: false,
        role_ids: user.role_ids,
      },
    });
    expect((await mock.call('GET', '/user/me', { token: helpdesk.access_token })).status).toBe(401);
    expect(
      (
        await mock.call('POST', '/login', {
          body: { email: 'helpdesk@acme.test', password: 'Helpdesk!2345' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('robustness', () => {
  it('answers malformed JSON with a clear 422', async () => {
    const mock = createTestMock();
    const res = await mock.call('POST', '/login', {
      rawBody: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ['body'], type: 'json_invalid' });
    expect(res.body.detail[0].msg).toMatch(/^Malformed JSON/);
  });

  it('refuses a body over 1 MB with 413 and keeps serving', async () => {
    const mock = createTestMock();
    const res = await mock.call('POST', '/login', {
      rawBody: `{"email":"${'a'.repeat(1_100_000)}"}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body.detail).toMatch(/larger than 1 MB/);
    expect((await mock.call('GET', '/user/passwordpolicy')).status).toBe(200);
  });

  it('accepts an upload of a few MB', async () => {
    const mock = createTestMock();
    const owner = await mock.login('owner');
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(3 * 1024 * 1024)], { type: 'application/pdf' }), 'scan.pdf');
    const res = await mock.call('POST', '/tickets/attachments', { token: owner.access_token, rawBody: form });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'scan.pdf', size: 3 * 1024 * 1024 });
  });

  it('answers unknown routes and wrong methods with JSON', async () => {
    const mock = createTestMock();
    expect(await mock.call('GET', '/no/such/thing')).toMatchObject({
      status: 404,
      body: { detail: 'No route for GET /no/such/thing' },
    });
    const wrong = await mock.call('PATCH', '/login');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
  });
});
