import { describe, expect, it } from 'vitest';

import { staffPersonas } from './staff-personas.ts';
import { createTestMock } from './test-support.ts';

const staffIdOf = (mock: ReturnType<typeof createTestMock>, email: string) =>
  mock.app.state.db.staff.find((s) => s.email === email)?.id;

describe("an organisation's phone number", () => {
  it('takes any E.164 number and refuses incomplete ones with 422 on the phone', async () => {
    const mock = createTestMock();
    const { access_token: token } = await mock.login('owner');
    const org = (await mock.call('GET', '/organization', { token })).body;
    // The organisation without what the server keeps (its OrganizationUpdate), with another phone.
    const kept = [
      'id',
      'primary_user_id',
      'primary_user_name',
      'users_count',
      'aliases_count',
      'status',
      'created_at',
    ];
    const update = Object.fromEntries(Object.entries(org).filter(([key]) => !kept.includes(key)));
    const body = (phone: string) => ({ ...update, phone });
    for (const phone of ['+4532123456', '+12025550123', '+6831234', '+442071234567']) {
      const res = await mock.call('PUT', '/organization', { token, body: body(phone) });
      expect(res.status, phone).toBe(200);
      expect(res.body.phone).toBe(phone);
    }
    for (const phone of [
      '+45',
      '+1202555012',
      '+4532 123456',
      '4532123456',
      '+0123456789',
      '+1234567890123456',
    ]) {
      const res = await mock.call('PUT', '/organization', { token, body: body(phone) });
      expect(res.status, phone).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['body', 'phone']);
    }
  });
});

describe('a resource pool', () => {
  it('needs a capacity of at least 1', async () => {
    const mock = createTestMock();
    const admin = await mock.staffLogin(staffIdOf(mock, staffPersonas.admin.email));
    const location = mock.app.state.db.locations.all()[0]!;
    const pool = (capacity: number) => ({
      name: 'Pool Z',
      kind: 'desktop',
      location_id: location.id,
      capacity,
      status: 'active',
    });
    const zero = await mock.call('POST', '/admin/resourcepools', {
      token: admin.access_token,
      body: pool(0),
    });
    expect(zero.status).toBe(422);
    expect(zero.body.detail[0].loc).toEqual(['body', 'capacity']);
    const one = await mock.call('POST', '/admin/resourcepools', { token: admin.access_token, body: pool(1) });
    expect(one.status).toBe(201);
  });
});

describe('a log date range', () => {
  it('answers 422 on date_from when From is after To, in the console and the staff logs', async () => {
    const mock = createTestMock();
    const { access_token: token } = await mock.login('owner');
    const admin = await mock.staffLogin(staffIdOf(mock, staffPersonas.admin.email));
    const backwards = 'date_from=2026-11-20&date_to=2026-11-10';
    for (const [path, t] of [
      ['/logs', token],
      ['/admin/logs', admin.access_token],
      ['/admin/devlogs', admin.access_token],
    ] as const) {
      const res = await mock.call('GET', `${path}?${backwards}`, { token: t });
      expect(res.status, path).toBe(422);
      expect(res.body.detail[0]).toMatchObject({
        loc: ['query', 'date_from'],
        msg: 'The range is backwards: From is after To.',
      });
      const sameDay = await mock.call('GET', `${path}?date_from=2026-11-20&date_to=2026-11-20`, { token: t });
      expect(sameDay.status, path).toBe(200);
    }
  });
});
