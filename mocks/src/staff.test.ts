import { describe, expect, it } from 'vitest';

import { createTestMock } from './test-support.ts';

describe('staff area', () => {
  it('lets every staff member read but only administrators change settings', async () => {
    const mock = createTestMock();
    const support = mock.app.state.db.staff.find(
      (s) => mock.app.state.db.staffRoles.get(s.role_id)?.name === 'Support',
    );
    const admin = await mock.staffLogin(1);
    const reader = await mock.staffLogin(support?.id);
    const settings = (await mock.call('GET', '/admin/settings', { token: reader.access_token })).body;
    const changed = { ...settings, maintenance_mode: true, maintenance_message: 'Back at 10:00 UTC.' };
    expect(
      (await mock.call('PUT', '/admin/settings', { token: reader.access_token, body: changed })).status,
    ).toBe(403);
    expect(
      (await mock.call('PUT', '/admin/settings', { token: admin.access_token, body: changed })).body
        .maintenance_mode,
    ).toBe(true);
  });

  it('moves an alias to another organisation with its services', async () => {
    const mock = createTestMock();
    const { access_token: token } = await mock.staffLogin();
    const alias = mock.app.state.db.aliases.find((a) => a.org_id === 1);
    const res = await mock.call('POST', '/admin/migrations/change_alias_organization', {
      token,
      body: { alias_id: alias?.id, target_organization_id: 2, primary_user_id: null },
    });
    expect(res.body).toMatchObject({ from_organization_id: 1, to_organization_id: 2 });
    expect(res.body.moved_services).toBeGreaterThan(0);
    const again = await mock.call('POST', '/admin/migrations/change_alias_organization', {
      token,
      body: { alias_id: alias?.id, target_organization_id: 2, primary_user_id: null },
    });
    expect(again.status).toBe(409);
  });

  it('escapes staff names on the IdP page and refuses a non-http redirect', async () => {
    const mock = createTestMock();
    mock.app.state.db.staff.insert({
      first_name: '<img src=x onerror=alert(1)>',
      last_name: 'X',
      email: 'x@provider.test',
      role_id: 1,
      status: true,
      created_at: new Date().toISOString(),
    });
    const page = await mock.app.fetch(
      new Request('http://mock.test/__idp/authorize?redirect_uri=http%3A%2F%2Fconsole.test%2Fcb&state=s1'),
    );
    const html = await page.text();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
    const bad = await mock.app.fetch(
      new Request('http://mock.test/__idp/authorize?redirect_uri=javascript:alert(1)'),
    );
    expect(bad.status).toBe(400);
  });

  it('refuses a used or unknown IdP code', async () => {
    const mock = createTestMock();
    const code = mock.app.state.idpCodes.issue(1, mock.now() + 60_000);
    expect((await mock.call('POST', '/admin/auth/token', { body: { code } })).status).toBe(200);
    expect((await mock.call('POST', '/admin/auth/token', { body: { code } })).status).toBe(401);
    expect((await mock.call('POST', '/admin/auth/token', { body: { code: 'made-up' } })).status).toBe(401);
  });
});
