// Optimistic concurrency, walked from the contract: every write that takes `If-Match` answers 412 with the
// record as it is now when the version is stale, 428 without one when the server requires it, and goes on
// with the current one (docs/decisions/0031-record-versions.md).
import { describe, expect, it } from 'vitest';

import { takesIfMatch } from './http/versions.ts';
import { stateDigest } from './state.ts';
import { createTestMock } from './test-support.ts';

const conditional = createTestMock().app.operations.filter(takesIfMatch);

/** A fresh mock, the caller's token for the operation's audience, and a path that reaches a record. */
async function setUp(op: (typeof conditional)[number]) {
  const mock = createTestMock();
  const token = op.audiences.includes('staff')
    ? (await mock.staffLogin(1)).access_token
    : (await mock.login('owner')).access_token;
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  // The first ids (1–12 each) whose GET answers 200: the seed's rows, without a table of them here.
  const candidates = names.reduce<number[][]>(
    (paths, _) => paths.flatMap((ids) => Array.from({ length: 12 }, (__, i) => [...ids, i + 1])),
    [[]],
  );
  for (const ids of candidates) {
    const path = names.reduce((p, name, i) => p.replace(`{${name}}`, String(ids[i])), op.path);
    const read = await mock.call('GET', path, { token });
    if (read.status === 200) return { mock, token, path, read };
  }
  throw new Error(`no record answers GET ${op.path}`);
}

describe.each(conditional.map((op) => [op.operationId, op] as const))('%s', (_, op) => {
  it('has a GET whose answer carries the version', async () => {
    const { mock, token, path, read } = await setUp(op);
    const etag = read.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await mock.call('GET', path, { token })).headers.get('etag')).toBe(etag);
  });

  it('answers 412 with the record as it is now to a stale If-Match, and changes nothing', async () => {
    const { mock, token, path, read } = await setUp(op);
    const before = stateDigest(mock.app.state);
    const res = await mock.call(op.method, path, { token, headers: { 'if-match': '"stale"' }, body: {} });
    expect(res.status).toBe(412);
    expect(res.body).toEqual(read.body);
    expect(res.headers.get('etag')).toBe(read.headers.get('etag'));
    expect(stateDigest(mock.app.state)).toBe(before);
  });

  it('goes on with the current version; 428 without one only when the server requires it', async () => {
    const { mock, token, path, read } = await setUp(op);
    const etag = read.headers.get('etag') ?? '';
    mock.app.state.config.requireIfMatch = true;
    const bare = await mock.call(op.method, path, { token, body: {} });
    expect(bare.status).toBe(428);
    expect(bare.body.detail).toMatch(/If-Match/);
    const current = await mock.call(op.method, path, { token, headers: { 'if-match': etag }, body: {} });
    expect([412, 428]).not.toContain(current.status);
    mock.app.state.config.requireIfMatch = false;
    const unconditional = await mock.call('GET', path, { token });
    if (unconditional.status === 200)
      expect([412, 428]).not.toContain((await mock.call(op.method, path, { token, body: {} })).status);
  });
});

describe('two clients, one record', () => {
  it('the second save with the version both read is refused with the first one’s change', async () => {
    const mock = createTestMock();
    const { access_token: token } = await mock.login('owner');
    const opened = await mock.call('GET', '/user/2', { token });
    const version = opened.headers.get('etag') ?? '';
    const { id: _, full_name: __, ...fields } = opened.body;
    const first = await mock.call('PUT', '/user/2', {
      token,
      headers: { 'if-match': version },
      body: { ...pick(fields), first_name: 'First' },
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).not.toBe(version);
    expect(first.headers.get('etag')).toBe(
      (await mock.call('GET', '/user/2', { token })).headers.get('etag'),
    );
    const second = await mock.call('PUT', '/user/2', {
      token,
      headers: { 'if-match': version },
      body: { ...pick(fields), last_name: 'Second' },
    });
    expect(second.status).toBe(412);
    expect(second.body.first_name).toBe('First');
    const retried = await mock.call('PUT', '/user/2', {
      token,
      headers: { 'if-match': second.headers.get('etag') ?? '' },
      body: { ...pick(fields), first_name: 'First', last_name: 'Second' },
    });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ first_name: 'First', last_name: 'Second' });
  });
});

/** The fields of `UserUpdate` from a `User`. */
function pick(user: Record<string, unknown>) {
  const roles = (user.roles ?? []) as { id: number }[];
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    status: user.status,
    role_ids: roles.map((r) => r.id),
  };
}
