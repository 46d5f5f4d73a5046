// The staff area's operations side (audit and developer logs, predefined roles, diagnostics, caches,
// settings, alias migration) against the stateful mock.
import { describe, expect, it } from 'vitest';

import { MIGRATION_MIDWAY_FAULT } from './handlers/admin-tools.ts';
import { LARGE_SEED_DEV_LOGS } from './seed-devlogs.ts';
import { LOADED_MACHINE_MS, staffMock } from './staff-test-support.ts';

describe('staff: audit logs', { timeout: LOADED_MACHINE_MS }, () => {
  it('filters by organisation, actor, action and day, and shows who acted for whom', async () => {
    const { mock, db, admin } = await staffMock();
    const settings = (await mock.call('GET', '/admin/settings', { token: admin })).body;
    await mock.call('PUT', '/admin/settings', {
      token: admin,
      body: { ...settings, support_email: 'help@provider.test' },
    });

    const staffEntries = await mock.call('GET', '/admin/logs?actor_type=staff&actor_id=1', { token: admin });
    expect(staffEntries.body.total).toBeGreaterThan(0);
    expect(staffEntries.body.items[0]).toMatchObject({
      action: 'settings.update',
      actor_type: 'staff',
      staff_id: 1,
      staff_full_name: 'Sam Whitaker',
      organization_id: null,
      organization_name: null,
      user_id: null,
    });
    const detail = await mock.call('GET', `/admin/logs/${staffEntries.body.items[0].id}`, { token: admin });
    expect(detail.body.changes).toEqual({
      support_email: { before: 'support@provider.test', after: 'help@provider.test' },
    });

    const user = db.logs.find((l) => l.org_id === 1 && l.user_id !== null);
    const byUser = await mock.call('GET', `/admin/logs?actor_type=user&actor_id=${user?.user_id}&size=100`, {
      token: admin,
    });
    expect(byUser.body.total).toBe(db.logs.filter((l) => l.user_id === user?.user_id && !l.staff_id).length);
    expect(byUser.body.items.every((l: { actor_type: string }) => l.actor_type === 'user')).toBe(true);

    const day = user?.created_at.slice(0, 10) ?? '';
    const globexOnDay = await mock.call(
      'GET',
      `/admin/logs?organization_id=1&date_from=${day}&date_to=${day}&action=${user?.action}&size=100`,
      { token: admin },
    );
    expect(globexOnDay.body.total).toBe(
      db.logs.filter((l) => l.org_id === 1 && l.created_at.startsWith(day) && l.action === user?.action)
        .length,
    );
    expect(globexOnDay.body.total).toBeGreaterThan(0);

    const noType = await mock.call('GET', '/admin/logs?actor_id=1', { token: admin });
    expect(noType).toMatchObject({ status: 422, body: { detail: [{ loc: ['query', 'actor_id'] }] } });
  });
});

describe('staff: developer logs', { timeout: LOADED_MACHINE_MS }, () => {
  it('filters by level and above, service, text and time, and shows payload and stack', async () => {
    const { mock, db, admin } = await staffMock();
    const errors = await mock.call('GET', '/admin/devlogs?level=error&size=100', { token: admin });
    expect(errors.body.total).toBe(
      db.devLogs.filter((l) => l.level === 'error' || l.level === 'critical').length,
    );
    const sources = (await mock.call('GET', '/admin/devlogs/sources', { token: admin })).body as string[];
    expect(sources).toEqual([...sources].sort());
    const source = sources[0] ?? '';
    const bySource = await mock.call('GET', `/admin/devlogs?source=${source}&search=timed%20out&size=100`, {
      token: admin,
    });
    expect(bySource.body.total).toBe(
      db.devLogs.filter((l) => l.source === source && l.message.includes('timed out')).length,
    );
    const newest = db.devLogs.all()[0];
    const window = await mock.call(
      'GET',
      `/admin/devlogs?created_after=${encodeURIComponent(newest?.created_at ?? '')}`,
      { token: admin },
    );
    expect(window.body.items.map((l: { id: number }) => l.id)).toEqual([newest?.id]);
    const failed = db.devLogs.find((l) => l.stack_trace !== null);
    const detail = await mock.call('GET', `/admin/devlogs/${failed?.id}`, { token: admin });
    expect(detail.body).toMatchObject({ stack_trace: failed?.stack_trace, context: failed?.context });
  });

  it(
    'offers a large seed of tens of thousands of entries through the reset',
    async () => {
      const { mock, admin } = await staffMock();
      await mock.call('POST', '/__mock/reset', { body: { seed: 'large' } });
      const all = await mock.call('GET', '/admin/devlogs?size=1', { token: admin });
      expect(all.body.total).toBeGreaterThanOrEqual(LARGE_SEED_DEV_LOGS);
      const critical = await mock.call('GET', '/admin/devlogs?level=critical&size=5', { token: admin });
      expect(critical.body.items).toHaveLength(5);
      expect(critical.body.total).toBeGreaterThan(1_000);
    },
    2 * LOADED_MACHINE_MS,
  );
});

describe('staff: predefined roles', { timeout: LOADED_MACHINE_MS }, () => {
  it('lists the organisations using a role and rejects a taken name on its field', async () => {
    const { mock, db, admin, reader } = await staffMock();
    const administrator = db.roles.find((r) => r.org_id === null && r.name === 'Administrator');
    const uses = await mock.call('GET', `/admin/userroles/predefined/${administrator?.id}/organizations`, {
      token: admin,
    });
    expect(uses.body.items.map((u: { organization_name: string }) => u.organization_name)).toEqual([
      'Acme Corp',
      'Globex',
    ]);
    const acmeRole = db.roles.find((r) => r.org_id === 1 && r.name === 'Administrator');
    expect(uses.body.items[0]).toMatchObject({
      role_id: acmeRole?.id,
      users_count: db.users.filter((u) => u.role_ids.includes(acmeRole?.id ?? 0)).length,
    });
    const body = { name: 'administrator', description: '', privileges: ['users:list'] };
    expect((await mock.call('POST', '/admin/userroles/predefined', { token: reader, body })).status).toBe(
      403,
    );
    const taken = await mock.call('POST', '/admin/userroles/predefined', { token: admin, body });
    expect(taken).toMatchObject({ status: 422, body: { detail: [{ loc: ['body', 'name'] }] } });
    const unknown = await mock.call('POST', '/admin/userroles/predefined', {
      token: admin,
      body: { ...body, name: 'Reader', privileges: ['users:list', 'nope:x'] },
    });
    expect(unknown.body.detail[0].loc).toEqual(['body', 'privileges', 1]);
    // An alias prefix is granted as in an organisation's own roles, which are copied from these.
    const withPrefix = await mock.call('POST', '/admin/userroles/predefined', {
      token: admin,
      body: { ...body, name: 'Night support', privileges: ['tickets:list', 'aliases:prefix:night'] },
    });
    expect(withPrefix).toMatchObject({
      status: 201,
      body: { privileges: ['tickets:list', 'aliases:prefix:night'] },
    });
    const badPrefix = await mock.call('POST', '/admin/userroles/predefined', {
      token: admin,
      body: { ...body, name: 'Bad prefix', privileges: ['aliases:prefix:No Spaces'] },
    });
    expect(badPrefix.body.detail[0].loc).toEqual(['body', 'privileges', 0]);
    expect(
      (await mock.call('GET', '/admin/userroles/predefined/999999/organizations', { token: admin })).status,
    ).toBe(404);
  });
});

describe('staff: diagnostics and caches', { timeout: LOADED_MACHINE_MS }, () => {
  it('runs the e-mail, SMS and desktop checks and keeps each last result', async () => {
    const { mock, admin, reader } = await staffMock();
    const before = (await mock.call('GET', '/admin/devtools/diagnostics', { token: admin })).body;
    expect(before.map((d: { check: string }) => d.check)).toEqual(
      expect.arrayContaining(['email_provider', 'sms_provider', 'desktop_hosts']),
    );
    expect(before.every((d: { last_result: unknown }) => d.last_result === null)).toBe(true);
    const checks = ['email_provider', 'sms_provider', 'desktop_hosts'];
    expect(
      (await mock.call('POST', '/admin/devtools/diagnostics', { token: reader, body: { checks } })).status,
    ).toBe(403);
    const run = await mock.call('POST', '/admin/devtools/diagnostics', { token: admin, body: { checks } });
    expect(run.body.results.map((r: { check: string }) => r.check)).toEqual(checks);
    expect(run.body.results.find((r: { check: string }) => r.check === 'sms_provider').status).toBe(
      'warning',
    );
    mock.advance(60);
    const after = (await mock.call('GET', '/admin/devtools/diagnostics', { token: admin })).body;
    const email = after.find((d: { check: string }) => d.check === 'email_provider');
    expect(email.last_result).toMatchObject({ status: 'ok', ran_at: run.body.ran_at });
    expect(email.last_result.duration_ms).toBeGreaterThan(0);
    expect(after.find((d: { check: string }) => d.check === 'database').last_result).toBeNull();
  });

  it('flushes one cache or all of them, for administrators only', async () => {
    const { mock, db, admin, reader } = await staffMock();
    const [first, second] = db.caches;
    expect((await mock.call('POST', `/admin/caches/${first?.name}/flush`, { token: reader })).status).toBe(
      403,
    );
    expect((await mock.call('POST', '/admin/caches/flush', { token: reader })).status).toBe(403);
    const keys = first?.keys;
    const one = await mock.call('POST', `/admin/caches/${first?.name}/flush`, { token: admin });
    expect(one.body).toEqual({ name: first?.name, flushed_keys: keys });
    expect(second?.keys).toBeGreaterThan(0);
    await mock.call('POST', '/admin/caches/flush', { token: admin });
    const caches = (await mock.call('GET', '/admin/caches', { token: admin })).body;
    expect(
      caches.every(
        (c: { keys: number; size_bytes: number; hit_rate: number }) =>
          c.keys === 0 && c.size_bytes === 0 && c.hit_rate === 0,
      ),
    ).toBe(true);
  });
});

describe('staff: settings', { timeout: LOADED_MACHINE_MS }, () => {
  it('validates each field with a 422 on it', async () => {
    const { mock, admin } = await staffMock();
    const settings = (await mock.call('GET', '/admin/settings', { token: admin })).body;
    const put = (body: unknown) => mock.call('PUT', '/admin/settings', { token: admin, body });
    const cases: [unknown, (string | number)[]][] = [
      [
        { ...settings, password_policy: { ...settings.password_policy, min_length: 4 } },
        ['body', 'password_policy', 'min_length'],
      ],
      [{ ...settings, maintenance_mode: true, maintenance_message: ' ' }, ['body', 'maintenance_message']],
      [
        { ...settings, access_token_ttl_seconds: settings.refresh_token_ttl_days * 86_400 },
        ['body', 'access_token_ttl_seconds'],
      ],
      [
        { ...settings, max_upload_bytes: settings.file_sharing_quota_bytes + 1 },
        ['body', 'max_upload_bytes'],
      ],
      [{ ...settings, default_predefined_role_id: 999_999 }, ['body', 'default_predefined_role_id']],
      [{ ...settings, access_token_ttl_seconds: 5 }, ['body', 'access_token_ttl_seconds']],
      [{ ...settings, support_email: 'not an e-mail' }, ['body', 'support_email']],
    ];
    for (const [body, loc] of cases) {
      const res = await put(body);
      expect(res.status, loc.join('.')).toBe(422);
      expect(
        res.body.detail.map((d: { loc: unknown }) => d.loc),
        loc.join('.'),
      ).toContainEqual(loc);
    }
    expect((await mock.call('GET', '/admin/settings', { token: admin })).body).toEqual(settings);
  });

  it('audits a change with before and after, and the console reads the password policy set here', async () => {
    const { mock, db, admin, reader } = await staffMock();
    const settings = (await mock.call('GET', '/admin/settings', { token: admin })).body;
    const changed = {
      ...settings,
      maintenance_mode: true,
      maintenance_message: 'Upgrade tonight at 22:00 UTC.',
      password_policy: { ...settings.password_policy, min_length: 14, require_symbol: false },
    };
    expect((await mock.call('PUT', '/admin/settings', { token: reader, body: changed })).status).toBe(403);
    expect((await mock.call('PUT', '/admin/settings', { token: admin, body: changed })).body).toEqual(
      changed,
    );

    const entry = db.logs.all().at(-1);
    expect(entry).toMatchObject({ action: 'settings.update', staff_id: 1 });
    expect(entry?.changes).toEqual({
      maintenance_mode: { before: false, after: true },
      maintenance_message: { before: '', after: 'Upgrade tonight at 22:00 UTC.' },
      'password_policy.min_length': { before: 10, after: 14 },
      'password_policy.require_symbol': { before: true, after: false },
    });

    const owner = await mock.login('owner');
    const policy = await mock.call('GET', '/user/passwordpolicy', { token: owner.access_token });
    expect(policy.body).toMatchObject({ min_length: 14, require_symbol: false });
    const change = (new_password: string) =>
      mock.call('PUT', '/user/me/changepassword', {
        token: owner.access_token,
        body: { current_password: 'Owner!2345', new_password },
      });
    const short = await change('Short!2345678'); // 13 characters: met the old policy, not this one
    expect(short).toMatchObject({ status: 422, body: { detail: [{ loc: ['body', 'new_password'] }] } });
    expect((await change('NoSymbolsHere2026')).status).toBe(200);
  });
});

describe('staff: alias migration', { timeout: LOADED_MACHINE_MS }, () => {
  async function migrationSetup() {
    const setup = await staffMock();
    const { db } = setup;
    const alias = db.aliases.find(
      (a) => a.org_id === 1 && db.virtualDesktops.find((d) => d.alias_id === a.id) !== undefined,
    );
    if (!alias) throw new Error('no Acme alias with a desktop');
    const request = { alias_id: alias.id, target_organization_id: 2, primary_user_id: null };
    return { ...setup, alias, request };
  }

  it('previews exactly what the run then does, changing nothing itself', async () => {
    const { mock, db, admin, alias, request } = await migrationSetup();
    const logsBefore = db.logs.size;
    const preview = await mock.call('POST', '/admin/migrations/change_alias_organization/preview', {
      token: admin,
      body: request,
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      alias_name: alias.name,
      from_organization_id: 1,
      to_organization_id: 2,
    });
    expect(preview.body.virtual_desktops.length).toBe(
      db.virtualDesktops.filter((d) => d.alias_id === alias.id).length,
    );
    // The owner reaches every alias through a role: they lose access with the move.
    const owner = db.users.find((u) => u.email === 'owner@acme.test');
    expect(preview.body.users_losing_access.map((u: { user_id: number }) => u.user_id)).toContain(owner?.id);
    expect(db.aliases.get(alias.id)?.org_id).toBe(1);
    expect(db.logs.size).toBe(logsBefore);

    const run = await mock.call('POST', '/admin/migrations/change_alias_organization', {
      token: admin,
      body: request,
    });
    expect(run.status).toBe(200);
    expect(run.body.moved).toEqual({
      virtual_desktops: preview.body.virtual_desktops.length,
      virtual_phones: preview.body.virtual_phones.length,
      sms_numbers: preview.body.sms_numbers.length,
      file_shares: preview.body.file_shares.length,
    });
    const log = await mock.call('GET', `/admin/logs/${run.body.log_id}`, { token: admin });
    expect(log.body).toMatchObject({
      action: 'alias.migrate',
      organization_id: 2,
      actor_type: 'staff',
      target_type: 'alias',
      target_id: alias.id,
      changes: { organization: { before: 'Acme Corp', after: 'Globex' } },
    });

    // The alias and its services are now Globex's, in the staff area and in Globex's console.
    const globex = await mock.call('GET', `/admin/aliases?organization_id=2&search=${alias.name}`, {
      token: admin,
    });
    expect(globex.body.items.map((a: { id: number }) => a.id)).toEqual([alias.id]);
    const globexOwner = await mock.login('globexOwner');
    const detail = await mock.call('GET', `/aliases/${alias.id}`, { token: globexOwner.access_token });
    expect(detail.status).toBe(200);
    expect(detail.body.virtual_desktops.length).toBe(preview.body.virtual_desktops.length);
    const acmeOwner = await mock.login('owner');
    expect((await mock.call('GET', `/aliases/${alias.id}`, { token: acmeOwner.access_token })).status).toBe(
      404,
    );
  });

  it('answers the same errors to the preview as to the run', async () => {
    const { mock, db, admin, reader, request } = await migrationSetup();
    const globexUser = db.users.find((u) => u.org_id === 2);
    const acmeUser = db.users.find((u) => u.org_id === 1);
    const cases: [unknown, number][] = [
      [{ ...request, target_organization_id: 1 }, 409],
      [{ ...request, primary_user_id: acmeUser?.id }, 422],
      [{ ...request, alias_id: 999_999 }, 404],
      [{ ...request, target_organization_id: 999_999 }, 404],
      [{ ...request, alias_id: 'ten' }, 422],
    ];
    for (const [body, status] of cases) {
      const preview = await mock.call('POST', '/admin/migrations/change_alias_organization/preview', {
        token: admin,
        body,
      });
      const run = await mock.call('POST', '/admin/migrations/change_alias_organization', {
        token: admin,
        body,
      });
      expect(preview.status, JSON.stringify(body)).toBe(status);
      expect(run.body, JSON.stringify(body)).toEqual(preview.body);
    }
    for (const path of [
      '/admin/migrations/change_alias_organization/preview',
      '/admin/migrations/change_alias_organization',
    ]) {
      expect((await mock.call('POST', path, { token: reader, body: request })).status, path).toBe(403);
    }
    const ok = await mock.call('POST', '/admin/migrations/change_alias_organization/preview', {
      token: admin,
      body: { ...request, primary_user_id: globexUser?.id },
    });
    expect(ok.body.primary_user_after).toBe(`${globexUser?.first_name} ${globexUser?.last_name}`);
  });

  it('leaves both organisations as they were when it fails part-way', async () => {
    const { mock, db, admin, alias, request } = await migrationSetup();
    const list = async (orgId: number) =>
      (await mock.call('GET', `/admin/aliases?organization_id=${orgId}&size=100`, { token: admin })).body;
    const [acmeBefore, globexBefore] = [await list(1), await list(2)];
    const logsBefore = db.logs.size;
    const primaryBefore = alias.primary_user_id;

    const armed = await mock.call('POST', '/__mock/faults', {
      body: { operationId: MIGRATION_MIDWAY_FAULT },
    });
    expect(armed.status).toBe(201);
    const failed = await mock.call('POST', '/admin/migrations/change_alias_organization', {
      token: admin,
      body: request,
    });
    expect(failed.status).toBe(500);
    expect(await list(1)).toEqual(acmeBefore);
    expect(await list(2)).toEqual(globexBefore);
    expect(db.aliases.get(alias.id)).toMatchObject({ org_id: 1, primary_user_id: primaryBefore });
    expect(db.logs.size).toBe(logsBefore);

    // The fault was used up: the same request now goes through.
    const retried = await mock.call('POST', '/admin/migrations/change_alias_organization', {
      token: admin,
      body: request,
    });
    expect(retried.status).toBe(200);
    expect(db.aliases.get(alias.id)?.org_id).toBe(2);
  });
});

describe('staff: Support reads but changes nothing', { timeout: LOADED_MACHINE_MS }, () => {
  it('answers 403 to every operations write by a Support staff member', async () => {
    const { mock, db, reader } = await staffMock();
    const role = db.roles.find((r) => r.org_id === null);
    const alias = db.aliases.find((a) => a.org_id === 1);
    const settings = structuredClone(db.settings);
    const migration = { alias_id: alias?.id, target_organization_id: 2, primary_user_id: null };
    const writes: [string, string, unknown][] = [
      ['PUT', '/admin/settings', { ...settings, support_email: 'x@provider.test' }],
      ['POST', '/admin/devtools/diagnostics', { checks: ['database'] }],
      ['POST', '/admin/caches/flush', undefined],
      ['POST', '/admin/caches/privileges/flush', undefined],
      ['POST', '/admin/userroles/predefined', { name: 'New', description: '', privileges: [] }],
      [
        'PUT',
        `/admin/userroles/predefined/${role?.id}`,
        { name: 'Renamed', description: '', privileges: [] },
      ],
      ['DELETE', `/admin/userroles/predefined/${role?.id}`, undefined],
      ['POST', '/admin/migrations/change_alias_organization/preview', migration],
      ['POST', '/admin/migrations/change_alias_organization', migration],
    ];
    const logsBefore = db.logs.size;
    for (const [method, path, body] of writes) {
      expect((await mock.call(method, path, { token: reader, body })).status, `${method} ${path}`).toBe(403);
    }
    expect(db.settings).toEqual(settings);
    expect(db.roles.get(role?.id ?? 0)?.name).toBe(role?.name);
    expect(db.aliases.get(alias?.id ?? 0)?.org_id).toBe(1);
    expect(db.caches.every((c) => c.keys > 0)).toBe(true);
    expect(db.logs.size).toBe(logsBefore);
  });
});
