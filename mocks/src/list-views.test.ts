// Each person's saved list views (docs/decisions/0033-saved-views-and-columns.md): per person, one default per
// list, names unique in a list, another person's view as missing as a deleted one.
import { describe, expect, it } from 'vitest';

import { MAX_SEARCH_CHARS } from './handlers/list-views.ts';
import { LOADED_MACHINE_MS, staffMock } from './staff-test-support.ts';
import { createTestMock } from './test-support.ts';

const BASE = '/user/me/list-views';
const STAFF_BASE = '/admin/staff/me/list-views';

describe('list views', { timeout: LOADED_MACHINE_MS }, () => {
  it('keeps each user their own views, with one default per list', async () => {
    const mock = createTestMock();
    const owner = (await mock.login('owner')).access_token;
    const other = (await mock.login('readonly')).access_token;
    const inactive = await mock.call('POST', BASE, {
      token: owner,
      body: {
        list: 'users',
        name: '  Inactive users ',
        search: { status: false, columns: 'full_name,email' },
        is_default: true,
      },
    });
    expect(inactive.status).toBe(201);
    expect(inactive.body).toMatchObject({
      name: 'Inactive users',
      is_default: true,
      search: { status: false },
    });
    expect(inactive.body).not.toHaveProperty('owner');
    const recent = await mock.call('POST', BASE, {
      token: owner,
      body: { list: 'users', name: 'Recent', search: { sort: '-created_at' }, is_default: true },
    });
    await mock.call('POST', BASE, {
      token: owner,
      body: { list: 'roles', name: 'Recent', search: {}, is_default: true },
    });

    const users = (await mock.call('GET', `${BASE}?list=users`, { token: owner })).body;
    // The seed's own view of the owner ("Newest first") is there too.
    expect(users.map((v: { name: string; is_default: boolean }) => [v.name, v.is_default])).toEqual([
      ['Inactive users', false],
      ['Newest first', false],
      ['Recent', true],
    ]);
    // Making a view default unsets the list's other default, not another list's.
    await mock.call('PUT', `${BASE}/${inactive.body.id}`, { token: owner, body: { is_default: true } });
    const all = (await mock.call('GET', BASE, { token: owner })).body;
    expect(
      all.filter((v: { is_default: boolean }) => v.is_default).map((v: { list: string }) => v.list),
    ).toEqual(['roles', 'users']);

    // Another user sees none of them and cannot touch them.
    expect((await mock.call('GET', BASE, { token: other })).body).toEqual([]);
    const path = `${BASE}/${recent.body.id}`;
    expect((await mock.call('PUT', path, { token: other, body: { name: 'Mine' } })).status).toBe(404);
    expect((await mock.call('DELETE', path, { token: other })).status).toBe(404);

    const renamed = await mock.call('PUT', path, { token: owner, body: { name: 'Latest first' } });
    expect(renamed.body).toMatchObject({ name: 'Latest first', search: { sort: '-created_at' } });
    expect((await mock.call('DELETE', path, { token: owner })).status).toBe(204);
    expect((await mock.call('DELETE', path, { token: owner })).status).toBe(404);
  });

  it('refuses a blank, taken, too long or unknown name and an oversized search (422)', async () => {
    const mock = createTestMock();
    const token = (await mock.login('owner')).access_token;
    const save = (body: unknown) => mock.call('POST', BASE, { token, body });
    const first = await save({ list: 'users', name: 'Mine', search: {} });
    const refusals = [
      [{ list: 'users', name: '   ', search: {} }, 'name'],
      [{ list: 'users', name: 'mine', search: {} }, 'name'],
      [{ list: 'users', name: 'x'.repeat(61), search: {} }, 'name'],
      [{ list: 'Users!', name: 'Other', search: {} }, 'list'],
      [{ list: 'users', name: 'Other', search: { search: 'x'.repeat(500), ...bigSearch() } }, 'search'],
      [{ list: 'users', name: 'Other', search: { nested: { a: 1 } } }, 'search'],
      [{ list: 'users', name: 'Other' }, 'search'],
    ] as const;
    for (const [body, field] of refusals) {
      const res = await save(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(JSON.stringify(res.body.detail)).toContain(field);
    }
    // The same name in another list is fine; renaming onto a taken name is not.
    expect((await save({ list: 'roles', name: 'Mine', search: {} })).status).toBe(201);
    const second = await save({ list: 'users', name: 'Second', search: {} });
    const clash = await mock.call('PUT', `${BASE}/${second.body.id}`, { token, body: { name: 'MINE' } });
    expect(clash.status).toBe(422);
    expect(
      (await mock.call('PUT', `${BASE}/${first.body.id}`, { token, body: { name: 'Mine' } })).status,
    ).toBe(200);
  });

  it('keeps staff views apart from users, for every staff role', async () => {
    const { mock, admin, reader } = await staffMock();
    const user = (await mock.login('owner')).access_token;
    const saved = await mock.call('POST', STAFF_BASE, {
      token: reader,
      body: {
        list: 'admin-organizations',
        name: 'Suspended',
        search: { status: 'suspended' },
        is_default: true,
      },
    });
    expect(saved.status).toBe(201);
    expect((await mock.call('GET', STAFF_BASE, { token: reader })).body).toHaveLength(1);
    const adminViews = (await mock.call('GET', STAFF_BASE, { token: admin })).body;
    expect(adminViews.map((v: { id: number }) => v.id)).not.toContain(saved.body.id);
    expect(
      (await mock.call('PUT', `${STAFF_BASE}/${saved.body.id}`, { token: admin, body: { name: 'X' } }))
        .status,
    ).toBe(404);
    // The halves do not mix: a user's token is not a staff one, and the user has no views.
    expect((await mock.call('GET', STAFF_BASE, { token: user })).status).toBe(401);
    expect((await mock.call('GET', BASE, { token: user })).body.map((v: { name: string }) => v.name)).toEqual(
      ['Newest first'],
    );
    expect((await mock.call('DELETE', `${STAFF_BASE}/${saved.body.id}`, { token: reader })).status).toBe(204);
  });
});

/** A search whose JSON is over the limit though each value is within the schema's. */
function bigSearch() {
  return Object.fromEntries(
    Array.from({ length: Math.ceil(MAX_SEARCH_CHARS / 400) }, (_, i) => [`k${i}`, 'y'.repeat(400)]),
  );
}
