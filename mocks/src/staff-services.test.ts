// The staff area's services and infrastructure (aliases, desktops, service lists, service types, pools,
// locations, gateways, networks, pooled SMS numbers) against the stateful mock.
import { describe, expect, it } from 'vitest';

import { DESKTOP_START_MS } from './handlers/virtual-desktops.ts';
import { LOADED_MACHINE_MS, staffMock } from './staff-test-support.ts';

describe('staff: aliases and their services', { timeout: LOADED_MACHINE_MS }, () => {
  it('searches aliases by name, organisation and status', async () => {
    const { mock, db, admin } = await staffMock();
    const suspended = db.aliases.find((a) => a.org_id === 1);
    if (!suspended) throw new Error('no Acme alias');
    suspended.status = 'suspended';
    const byStatus = await mock.call('GET', '/admin/aliases?status=suspended&size=100', { token: admin });
    expect(byStatus.body.total).toBe(db.aliases.filter((a) => a.status === 'suspended').length);
    expect(byStatus.body.items.map((a: { id: number }) => a.id)).toContain(suspended.id);
    expect(byStatus.body.items.every((a: { status: string }) => a.status === 'suspended')).toBe(true);
    const globex = await mock.call('GET', '/admin/aliases?organization_id=2&size=100', { token: admin });
    expect(globex.body.total).toBe(db.aliases.filter((a) => a.org_id === 2).length);
    expect(globex.body.items.every((a: { organization_id: number }) => a.organization_id === 2)).toBe(true);
    const byName = await mock.call('GET', '/admin/aliases?search=globex-sales', { token: admin });
    expect(byName.body.items.map((a: { name: string }) => a.name)).toEqual(['globex-sales']);
  });

  it('shows an alias with its desktops, phones, SMS numbers, social accounts and file sharing', async () => {
    const { mock, db, admin } = await staffMock();
    const desktop = db.virtualDesktops.all()[0];
    const alias = db.aliases.get(desktop?.alias_id ?? 0);
    if (!alias) throw new Error('no alias with a desktop');
    const res = await mock.call('GET', `/admin/organizations/${alias.org_id}/aliases/${alias.id}`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.virtual_desktops.length).toBe(
      db.virtualDesktops.filter((d) => d.alias_id === alias.id).length,
    );
    expect(res.body).toHaveProperty('social_accounts');
    expect(res.body.file_sharing).toHaveProperty('quota_bytes');
    const otherOrg = alias.org_id === 1 ? 2 : 1;
    expect(
      (await mock.call('GET', `/admin/organizations/${otherOrg}/aliases/${alias.id}`, { token: admin }))
        .status,
    ).toBe(404);
    const phone = db.virtualPhones.all()[0];
    const phoneAlias = db.aliases.get(phone?.alias_id ?? 0);
    const phoneRes = await mock.call(
      'GET',
      `/admin/organizations/${phoneAlias?.org_id}/aliases/${phoneAlias?.id}/virtualphones/${phone?.id}`,
      { token: admin },
    );
    expect(phoneRes.body).toMatchObject({
      number: phone?.number,
      voicemail_enabled: phone?.voicemail_enabled,
    });
    expect(phoneRes.body.number).toMatch(/^\+1\d{10}$/);
    expect(phoneRes.body).toHaveProperty('forwarding_number');
  });

  it('moves a desktop through its RDP states after an Administrator stops and starts it', async () => {
    const { mock, db, admin, reader } = await staffMock();
    const desktop = db.virtualDesktops.find((d) => d.status === 'running');
    const alias = db.aliases.get(desktop?.alias_id ?? 0);
    if (!desktop || !alias) throw new Error('no running desktop');
    const base = `/admin/organizations/${alias.org_id}/aliases/${alias.id}/virtualdesktops/${desktop.id}`;
    const act = (action: string, token = admin) =>
      mock.call('POST', `${base}/actions`, { token, body: { action } });
    const rdp = async () => (await mock.call('GET', `${base}/rdpstatus`, { token: admin })).body;

    expect((await act('stop', reader)).status).toBe(403);
    expect(desktop.status).toBe('running');

    const stopped = await act('stop');
    expect(stopped).toMatchObject({
      status: 202,
      body: { status: 'stopped', rdp: { status: 'unreachable' } },
    });
    expect((await act('stop')).status).toBe(409);
    expect(await rdp()).toMatchObject({ status: 'unreachable', changing: false, desktop_status: 'stopped' });

    const started = await act('start');
    expect(started.body.rdp).toMatchObject({ status: 'starting', changing: true });
    expect((await act('restart')).status).toBe(409); // still starting
    mock.advance(DESKTOP_START_MS / 2000);
    expect(await rdp()).toMatchObject({ status: 'starting', changing: true });
    mock.advance(DESKTOP_START_MS / 1000);
    expect(await rdp()).toMatchObject({ status: 'disconnected', changing: false, desktop_status: 'running' });

    expect((await act('restart')).body.rdp.status).toBe('starting');
    const log = db.logs
      .filter((l) => l.target_type === 'virtual_desktop' && l.target_id === desktop.id)
      .at(-1);
    expect(log).toMatchObject({ action: 'desktop.restart', staff_id: 1, org_id: alias.org_id });
  });
});

describe('staff: service lists', { timeout: LOADED_MACHINE_MS }, () => {
  it('filters by organisation, status, location and pool, with counts by status', async () => {
    const { mock, db, admin } = await staffMock();
    const list = async (query: string) =>
      (await mock.call('GET', `/admin/services/virtualdesktops?size=100&${query}`, { token: admin })).body;
    const all = await list('');
    expect(all.total).toBe(db.virtualDesktops.size);
    const counted = Object.values(all.status_counts as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(counted).toBe(all.total);

    const [status, count] = Object.entries(all.status_counts as Record<string, number>)[0] ?? ['', 0];
    const byStatus = await list(`status=${status}`);
    expect(byStatus.total).toBe(count);
    expect(byStatus.status_counts).toEqual(all.status_counts); // counts ignore the status filter

    const locationId = db.virtualDesktops.all()[0]?.location_id;
    const here = await list(`location_id=${locationId}`);
    expect(here.total).toBe(db.virtualDesktops.filter((d) => d.location_id === locationId).length);
    expect(here.items.every((r: { location_id: number }) => r.location_id === locationId)).toBe(true);

    const poolId = here.items[0].pool_id;
    expect(db.resourcePools.get(poolId)).toMatchObject({ kind: 'desktop', location_id: locationId });
    const inPool = await list(`pool_id=${poolId}`);
    expect(inPool.total).toBeGreaterThan(0);
    expect(inPool.items.every((r: { pool_id: number }) => r.pool_id === poolId)).toBe(true);

    const globex = await list('organization_id=2');
    expect(globex.items.every((r: { organization_id: number }) => r.organization_id === 2)).toBe(true);
    for (const kind of ['smsnumbers', 'aliases', 'virtualphones', 'resourcepools']) {
      const res = await mock.call('GET', `/admin/services/${kind}`, { token: admin });
      expect(res.status, kind).toBe(200);
      expect(res.body.status_counts, kind).toBeTypeOf('object');
    }
  });
});

describe('staff: service types', { timeout: LOADED_MACHINE_MS }, () => {
  it('counts the services of a type and refuses to delete one in use, saying how many', async () => {
    const { mock, db, admin, reader } = await staffMock();
    const desktopType = db.serviceTypes.find((t) => t.category === 'virtual_desktop');
    const got = await mock.call('GET', `/admin/servicetypes/${desktopType?.id}`, { token: admin });
    expect(got.body.services_count).toBe(db.virtualDesktops.size);
    const refused = await mock.call('DELETE', `/admin/servicetypes/${desktopType?.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain(String(db.virtualDesktops.size));

    const body = {
      name: 'Desktop Pro',
      code: 'vd-pro',
      category: 'virtual_desktop',
      description: '8 vCPU',
      monthly_price_cents: 9900,
      active: true,
    };
    expect((await mock.call('POST', '/admin/servicetypes', { token: reader, body })).status).toBe(403);
    const created = await mock.call('POST', '/admin/servicetypes', { token: admin, body });
    expect(created).toMatchObject({ status: 201, body: { services_count: 0 } });
    const dup = await mock.call('POST', '/admin/servicetypes', { token: admin, body });
    expect(dup).toMatchObject({ status: 422, body: { detail: [{ loc: ['body', 'code'] }] } });
    const moveUsed = await mock.call('PUT', `/admin/servicetypes/${desktopType?.id}`, {
      token: admin,
      body: { ...body, code: 'virtual-desktop', category: 'virtual_phone' },
    });
    expect(moveUsed).toMatchObject({ status: 422, body: { detail: [{ loc: ['body', 'category'] }] } });
    expect(
      (await mock.call('DELETE', `/admin/servicetypes/${created.body.id}`, { token: admin })).status,
    ).toBe(204);
  });
});

describe('staff: infrastructure', { timeout: LOADED_MACHINE_MS }, () => {
  it('gets a pool, and deletes it only when empty', async () => {
    const { mock, db, admin, reader } = await staffMock();
    const used = db.resourcePools.find((p) => p.used > 0);
    const got = await mock.call('GET', `/admin/resourcepools/${used?.id}`, { token: admin });
    expect(got.body).toMatchObject({ capacity: used?.capacity, used: used?.used });
    const refused = await mock.call('DELETE', `/admin/resourcepools/${used?.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain(String(used?.used));
    const created = await mock.call('POST', '/admin/resourcepools', {
      token: admin,
      body: { name: 'spare', kind: 'sms', location_id: 1, capacity: 50, status: 'active' },
    });
    const byLocation = await mock.call('GET', '/admin/resourcepools?location_id=1&kind=sms&size=100', {
      token: admin,
    });
    expect(byLocation.body.items.map((p: { name: string }) => p.name)).toContain('spare');
    expect(byLocation.body.items.every((p: { kind: string }) => p.kind === 'sms')).toBe(true);
    const path = `/admin/resourcepools/${created.body.id}`;
    expect((await mock.call('DELETE', path, { token: reader })).status).toBe(403);
    expect((await mock.call('DELETE', path, { token: admin })).status).toBe(204);
    expect((await mock.call('GET', path, { token: admin })).status).toBe(404);
  });

  it('shows a location with its pools, gateways and services, and keeps one in use', async () => {
    const { mock, db, admin } = await staffMock();
    const res = await mock.call('GET', '/admin/locations/1', { token: admin });
    expect(res.body.resource_pools.length).toBe(db.resourcePools.filter((p) => p.location_id === 1).length);
    expect(res.body.vpn_gateways.length).toBe(db.vpnGateways.filter((g) => g.location_id === 1).length);
    expect(res.body.services_count.virtualdesktops).toBe(
      db.virtualDesktops.filter((d) => d.location_id === 1).length,
    );
    expect((await mock.call('DELETE', '/admin/locations/1', { token: admin })).status).toBe(409);
    const body = {
      name: 'Test site',
      code: 'test-1',
      city: 'Austin',
      country: 'US',
      timezone: 'America/Chicago',
      active: true,
    };
    const created = await mock.call('POST', '/admin/locations', { token: admin, body });
    expect(created.status).toBe(201);
    expect((await mock.call('POST', '/admin/locations', { token: admin, body })).body.detail[0].loc).toEqual([
      'body',
      'code',
    ]);
    expect((await mock.call('DELETE', `/admin/locations/${created.body.id}`, { token: admin })).status).toBe(
      204,
    );
  });

  it('keeps VPN gateways with networks and lists networks per gateway', async () => {
    const { mock, db, admin } = await staffMock();
    const body = { name: 'vpn-test', location_id: 1, public_ip: '198.51.100.250', protocol: 'wireguard' };
    const created = await mock.call('POST', '/admin/vpngateways', { token: admin, body });
    expect(created).toMatchObject({ status: 201, body: { networks_count: 0, status: 'online' } });
    const path = `/admin/vpngateways/${created.body.id}`;
    expect(
      (await mock.call('PUT', path, { token: admin, body: { ...body, protocol: 'ipsec' } })).body.protocol,
    ).toBe('ipsec');
    expect((await mock.call('DELETE', '/admin/vpngateways/1', { token: admin })).status).toBe(409);
    expect((await mock.call('DELETE', path, { token: admin })).status).toBe(204);
    const perGateway = await mock.call('GET', '/admin/networks?vpn_gateway_id=1', { token: admin });
    expect(perGateway.body.total).toBe(db.networks.filter((n) => n.vpn_gateway_id === 1).length);
  });

  it('validates network CIDRs and rejects overlapping ones on the field', async () => {
    const { mock, db, admin } = await staffMock();
    const existing = db.networks.all()[0];
    if (!existing) throw new Error('no network');
    expect((await mock.call('GET', `/admin/networks/${existing.id}`, { token: admin })).body.cidr).toBe(
      existing.cidr,
    );
    const body = {
      name: 'lab',
      cidr: '10.250.0.0/24',
      vlan_id: null,
      vpn_gateway_id: null,
      organization_id: 1,
    };
    const create = (cidr: string) =>
      mock.call('POST', '/admin/networks', { token: admin, body: { ...body, cidr } });
    const [first = '0', second = '0'] = existing.cidr.split('.');
    const inside = `${first}.${second}.${existing.cidr.split('.')[2]}.128/25`;
    for (const [cidr, type] of [
      [inside, 'cidr_overlap'],
      [existing.cidr, 'cidr_overlap'],
      ['10.0.0.0/8', 'cidr_overlap'],
      ['10.250.0.1/24', 'cidr'],
      ['10.250.300.0/24', 'cidr'],
      ['10.250.0.0/33', 'cidr'],
    ] as const) {
      const res = await create(cidr);
      expect(res.status, cidr).toBe(422);
      expect(res.body.detail[0], cidr).toMatchObject({ loc: ['body', 'cidr'], type });
    }
    const created = await create('10.250.0.0/24');
    expect(created.status).toBe(201);
    expect((await create('10.250.0.0/23')).status).toBe(422);
    // Saving a network with its own CIDR is not an overlap.
    const same = await mock.call('PUT', `/admin/networks/${created.body.id}`, {
      token: admin,
      body: { ...body, name: 'lab 2' },
    });
    expect(same).toMatchObject({ status: 200, body: { name: 'lab 2' } });
    // Each staff change is in the staff log, with what changed.
    const log = await mock.call('GET', '/admin/logs?actor_type=staff&size=2', { token: admin });
    expect(log.body.items.map((l: { action: string }) => l.action)).toEqual([
      'network.update',
      'network.create',
    ]);
    const entry = await mock.call('GET', `/admin/logs/${log.body.items[0].id}`, { token: admin });
    expect(entry.body).toMatchObject({
      staff_full_name: 'Sam Whitaker',
      organization_id: null,
      target_type: 'network',
      target_id: created.body.id,
      changes: { name: { before: 'lab', after: 'lab 2' } },
    });
  });

  it('adds, reserves, releases pooled SMS numbers and names the alias holding one', async () => {
    const { mock, db, admin, reader } = await staffMock();
    const add = (number: string, token = admin) =>
      mock.call('POST', '/admin/infra/smsnumbers', { token, body: { number, provider: 'twilio' } });
    for (const bad of ['+141555501', '14155550123', '+44155550123', '+1415555012x']) {
      const res = await add(bad);
      expect(res.status, bad).toBe(422);
      expect(res.body.detail[0].loc, bad).toEqual(['body', 'number']);
    }
    expect((await add('+14155550999', reader)).status).toBe(403);
    const created = await add('+14155550999');
    expect(created).toMatchObject({ status: 201, body: { status: 'available', alias_id: null } });
    expect((await add('+14155550999')).body.detail[0]).toMatchObject({ loc: ['body', 'number'] });

    const path = `/admin/infra/smsnumbers/${created.body.id}`;
    const reserved = await mock.call('PUT', path, {
      token: admin,
      body: { provider: 'vonage', reserved: true },
    });
    expect(reserved.body).toMatchObject({ status: 'reserved', provider: 'vonage' });
    expect((await mock.call('GET', path, { token: admin })).body.status).toBe('reserved');
    expect((await mock.call('DELETE', path, { token: admin })).status).toBe(204);

    const assigned = db.smsNumbers.find((n) => n.alias_id !== null);
    const alias = db.aliases.get(assigned?.alias_id ?? 0);
    const assignedPath = `/admin/infra/smsnumbers/${assigned?.id}`;
    expect((await mock.call('GET', assignedPath, { token: admin })).body).toMatchObject({
      status: 'assigned',
      alias_name: alias?.name,
      organization_id: alias?.org_id,
    });
    const release = await mock.call('DELETE', assignedPath, { token: admin });
    expect(release.status).toBe(409);
    expect(release.body.detail).toContain(alias?.name);
    const hold = await mock.call('PUT', assignedPath, {
      token: admin,
      body: { provider: 'twilio', reserved: true },
    });
    expect(hold).toMatchObject({ status: 422, body: { detail: [{ loc: ['body', 'reserved'] }] } });
  });

  it('answers 403 to every infrastructure and service write by a Support staff member', async () => {
    const { mock, db, reader } = await staffMock();
    const desktop = db.virtualDesktops.all()[0];
    const alias = db.aliases.get(desktop?.alias_id ?? 0);
    const pool = db.resourcePools.all()[0];
    const sms = db.smsNumbers.find((n) => n.alias_id === null);
    const writes: [string, string, unknown][] = [
      [
        'POST',
        `/admin/organizations/${alias?.org_id}/aliases/${alias?.id}/virtualdesktops/${desktop?.id}/actions`,
        { action: 'restart' },
      ],
      [
        'PUT',
        '/admin/servicetypes/1',
        { name: 'x', code: 'x', category: 'alias', description: '', monthly_price_cents: 0, active: true },
      ],
      ['DELETE', '/admin/servicetypes/1', undefined],
      [
        'PUT',
        `/admin/resourcepools/${pool?.id}`,
        { name: 'x', kind: 'desktop', location_id: 1, capacity: 5000, status: 'active' },
      ],
      ['DELETE', `/admin/resourcepools/${pool?.id}`, undefined],
      [
        'PUT',
        '/admin/locations/1',
        { name: 'x', code: 'x', city: 'x', country: 'US', timezone: 'UTC', active: true },
      ],
      ['DELETE', '/admin/locations/1', undefined],
      [
        'POST',
        '/admin/vpngateways',
        { name: 'x', location_id: 1, public_ip: '198.51.100.1', protocol: 'ipsec' },
      ],
      ['DELETE', '/admin/vpngateways/1', undefined],
      [
        'POST',
        '/admin/networks',
        { name: 'x', cidr: '10.251.0.0/24', vlan_id: null, vpn_gateway_id: null, organization_id: null },
      ],
      ['DELETE', '/admin/networks/1', undefined],
      ['PUT', `/admin/infra/smsnumbers/${sms?.id}`, { provider: 'twilio', reserved: true }],
      ['DELETE', `/admin/infra/smsnumbers/${sms?.id}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      const res = await mock.call(method, path, { token: reader, body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(db.networks.find((n) => n.cidr === '10.251.0.0/24')).toBeUndefined();
    expect(db.resourcePools.get(pool?.id ?? 0)?.capacity).not.toBe(5000);
  });
});
