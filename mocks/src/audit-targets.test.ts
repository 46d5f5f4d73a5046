// Audit entries name their target (docs/product-rules.md#audit-log): the record's kind, id and name as they were
// when the entry was written, and whether it still exists as the entry is read.
import { describe, expect, it } from 'vitest';

import { LOADED_MACHINE_MS, staffMock } from './staff-test-support.ts';
import { createTestMock } from './test-support.ts';

interface Entry {
  action: string;
  description: string;
  target_type: string | null;
  target_id: number | null;
  target: { type: string; id: number; name: string | null; exists: boolean } | null;
}

const ORG = {
  name: 'Initech',
  email: 'hello@initech.test',
  phone: '+15551230000',
  website: null,
  address_line1: '1 Main Street',
  address_line2: null,
  city: 'Austin',
  region: 'TX',
  postal_code: '73301',
  country: 'US',
  timezone: 'America/Chicago',
  status: true,
};

describe('audit entry targets', { timeout: LOADED_MACHINE_MS }, () => {
  it('names the record of every write as it was then, and says once it is gone', async () => {
    const mock = createTestMock();
    const { access_token: token } = await mock.login('owner');
    const latest = async (n: number): Promise<Entry[]> =>
      (await mock.call('GET', `/logs?size=${n}`, { token })).body.items;

    const created = await mock.call('POST', '/user', {
      token,
      body: { first_name: 'Karen', last_name: 'Rossi', email: 'karen@acme.test', status: true, role_ids: [] },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const user = (await mock.call('GET', `/user/${id}`, { token })).body;
    const { role_ids, status, email } = user;
    await mock.call('PUT', `/user/${id}`, {
      token,
      body: { first_name: 'Karin', last_name: 'Rossi', email, status, role_ids },
    });
    const role = await mock.call('POST', '/roles', {
      token,
      body: { name: 'Night shift', description: 'Weekend cover.', privileges: ['tickets:list'] },
    });
    expect(role.status).toBe(201);
    expect((await mock.call('DELETE', `/roles/${role.body.id}`, { token })).status).toBe(204);

    const [roleDeleted, roleCreated, userUpdated, userCreated] = await latest(4);
    expect(userCreated).toMatchObject({
      action: 'user.create',
      description: 'Olivia Bennett created Karen Rossi',
      target_type: 'user',
      target_id: id,
      target: { type: 'user', id, name: 'Karen Rossi', exists: true },
    });
    // The name as of the write: the later rename leaves the first entry alone.
    expect(userUpdated?.target).toEqual({ type: 'user', id, name: 'Karin Rossi', exists: true });
    expect(userUpdated?.description).toBe('Olivia Bennett updated Karin Rossi');
    expect(roleCreated?.target).toMatchObject({ type: 'role', name: 'Night shift', exists: false });
    expect(roleDeleted).toMatchObject({
      action: 'role.delete',
      description: 'Olivia Bennett deleted role Night shift',
      target: { type: 'role', id: role.body.id, name: 'Night shift', exists: false },
    });

    mock.advance(60);
    expect((await mock.call('DELETE', `/user/${id}`, { token })).status).toBe(204);
    const entries = await latest(6);
    expect(entries[0]?.target).toEqual({ type: 'user', id, name: 'Karin Rossi', exists: false });
    expect(entries.find((e) => e.action === 'user.create')?.target).toMatchObject({ exists: false });
    // The entry's page and the dashboard's recent entries answer the same target.
    const deleted = entries[0] as Entry & { id: number };
    const one = await mock.call('GET', `/logs/${deleted.id}`, { token });
    expect(one.body.target).toEqual(deleted.target);
    const dashboard = await mock.call('GET', '/dashboard/summary', { token });
    const recent = dashboard.body.recent_logs.find((l: { id: number }) => l.id === deleted.id);
    expect(recent.target).toEqual(deleted.target);
  });

  it("names a sign-in's entry after no record", async () => {
    const mock = createTestMock();
    const { access_token: token } = await mock.login('owner');
    const [signIn] = (await mock.call('GET', '/logs?action=session.login&size=1', { token })).body.items;
    expect(signIn).toMatchObject({ target_type: null, target_id: null, target: null });
  });

  it("seeds entries about the organisation's own records, named in their descriptions", async () => {
    const mock = createTestMock();
    const { db } = mock.app.state;
    for (const log of db.logs.all()) {
      if (log.target_type === null) continue;
      expect(log.target_name, `entry ${log.id}`).toBeTruthy();
      expect(log.description.endsWith(log.target_name ?? '')).toBe(true);
      const orgOf: Record<string, () => number | undefined> = {
        user: () => db.users.get(log.target_id ?? 0)?.org_id,
        role: () => db.roles.get(log.target_id ?? 0)?.org_id ?? undefined,
        alias: () => db.aliases.get(log.target_id ?? 0)?.org_id,
        ticket: () => db.tickets.get(log.target_id ?? 0)?.org_id,
        virtual_desktop: () =>
          db.aliases.get(db.virtualDesktops.get(log.target_id ?? 0)?.alias_id ?? 0)?.org_id,
      };
      const org = orgOf[log.target_type]?.();
      // A deleted user's entry names someone who is gone; every other target is a record of the entry's organisation.
      if (log.action === 'user.delete') expect(org).toBeUndefined();
      else expect(org, `entry ${log.id} (${log.action})`).toBe(log.org_id);
    }
  });
});

describe("an organisation's own audit log", { timeout: LOADED_MACHINE_MS }, () => {
  it('records its creation, a change and its deletion, naming the organisation and the staff member', async () => {
    const { mock, admin } = await staffMock();
    const created = await mock.call('POST', '/admin/organizations', { token: admin, body: ORG });
    expect(created.status).toBe(201);
    const orgId = created.body.id as number;
    const ofOrg = async (): Promise<(Entry & { organization_id: number | null })[]> =>
      (await mock.call('GET', `/admin/logs?organization_id=${orgId}&size=100`, { token: admin })).body.items;

    const [first] = await ofOrg();
    expect(first).toMatchObject({
      action: 'organization.create',
      description: 'Sam Whitaker created organization Initech',
      organization_id: orgId,
      target: { type: 'organization', id: orgId, name: 'Initech', exists: true },
    });

    const { body: current, headers } = await mock.call('GET', `/admin/organizations/${orgId}`, {
      token: admin,
    });
    const write = Object.fromEntries(Object.keys(ORG).map((key) => [key, current[key]]));
    const renamed = await mock.call('PUT', `/admin/organizations/${orgId}`, {
      token: admin,
      headers: { 'if-match': headers.get('etag') ?? '*' },
      body: { ...write, name: 'Initrode' },
    });
    expect(renamed.status).toBe(200);
    // Saving it unchanged writes no entry that changed nothing.
    await mock.call('PUT', `/admin/organizations/${orgId}`, {
      token: admin,
      body: { ...write, name: 'Initrode' },
    });
    const afterUpdate = await ofOrg();
    expect(afterUpdate.map((e) => e.action)).toEqual(['organization.update', 'organization.create']);
    const detail = await mock.call('GET', `/admin/logs/${(afterUpdate[0] as unknown as { id: number }).id}`, {
      token: admin,
    });
    expect(detail.body.changes).toEqual({ name: { before: 'Initech', after: 'Initrode' } });
    expect(detail.body.target.name).toBe('Initrode');

    expect((await mock.call('DELETE', `/admin/organizations/${orgId}`, { token: admin })).status).toBe(204);
    const all = (await mock.call('GET', '/admin/logs?action=organization.delete&size=5', { token: admin }))
      .body.items as Entry[];
    expect(all[0]).toMatchObject({
      description: 'Sam Whitaker deleted organization Initrode',
      target: { type: 'organization', id: orgId, name: 'Initrode', exists: false },
    });
  });
});
