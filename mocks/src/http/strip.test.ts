import { describe, expect, it } from 'vitest';

import { createTestMock } from '../test-support.ts';

describe('request bodies', { timeout: 30_000 }, () => {
  it('lose the fields the contract does not name before a handler sees them (no mass assignment)', async () => {
    const mock = createTestMock();
    const { access_token } = await mock.login('owner');
    const org = (await mock.call('GET', '/organization', { token: access_token })).body;
    const fields = Object.fromEntries(
      Object.entries(org).filter(
        ([key]) =>
          ![
            'id',
            'primary_user_id',
            'primary_user_name',
            'users_count',
            'aliases_count',
            'created_at',
          ].includes(key),
      ),
    );
    const res = await mock.call('PUT', '/organization', {
      token: access_token,
      body: { ...fields, name: 'Acme Renamed', id: 999, is_admin: true, users_count: 0 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: org.id, name: 'Acme Renamed', users_count: org.users_count });
    const row = mock.app.state.db.organizations.get(org.id) as unknown as Record<string, unknown>;
    expect(row.is_admin).toBeUndefined();
    expect(row.users_count).toBeUndefined();
  });
});
