import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { type ApiClient, type LiveEvent, queryOptions as sdkQuery } from '@console/sdk';

import { createBatcher } from './batcher';
import { planBatch, type Reader } from './event-targets';
import { mergeRows } from './list-merge';

// Keys as the features build them (the builders never call the client here).
const client = { GET: () => Promise.reject(new Error('not called')) } as unknown as Pick<ApiClient, 'GET'>;
const keys = {
  usersPage: sdkQuery(client, '/user', { params: { query: { page: 1, sort: 'full_name', size: 25 } } })
    .queryKey,
  user7: sdkQuery(client, '/user/{id}', { params: { path: { id: 7 } } }).queryKey,
  user8: sdkQuery(client, '/user/{id}', { params: { path: { id: 8 } } }).queryKey,
  twoFactor7: sdkQuery(client, '/user/{id}/2fa/status', { params: { path: { id: 7 } } }).queryKey,
  me: sdkQuery(client, '/user/me').queryKey,
  roles: sdkQuery(client, '/roles').queryKey,
  dashboard: sdkQuery(client, '/dashboard/summary').queryKey,
  ticket4: sdkQuery(client, '/tickets/{ticketId}', { params: { path: { ticketId: 4 } } }).queryKey,
  tickets: sdkQuery(client, '/tickets').queryKey,
  desktop9: sdkQuery(
    client,
    '/admin/organizations/{orgId}/aliases/{aliasId}/virtualdesktops/{desktopId}/rdpstatus',
    {
      params: { path: { orgId: 1, aliasId: 2, desktopId: 9 } },
    },
  ).queryKey,
  adminAlias2: sdkQuery(client, '/admin/organizations/{orgId}/aliases/{aliasId}', {
    params: { path: { orgId: 1, aliasId: 2 } },
  }).queryKey,
  adminDesktops: sdkQuery(client, '/admin/services/{kind}', { params: { path: { kind: 'virtualdesktops' } } })
    .queryKey,
};
const queryClient = new QueryClient();
const cached = Object.entries(keys).map(([name, queryKey]) => ({
  name,
  queryKey,
  queryHash: queryClient.getQueryCache().build(queryClient, { queryKey }).queryHash,
}));
const nameOf = (hash: string) => cached.find((q) => q.queryHash === hash)?.name;

const event = (
  e: Partial<LiveEvent> & Pick<LiveEvent, 'resource' | 'resource_id' | 'action'>,
): LiveEvent => ({
  id: '1',
  version: null,
  actor: { type: 'user', id: '3', name: 'Henry Dawson' },
  at: '2026-11-29T03:40:00.000Z',
  parent: null,
  ...e,
});
const owner: Reader = { audience: 'user', id: '1' };
const plan = (events: LiveEvent[], reader = owner) => {
  const p = planBatch(events, cached, reader);
  return {
    refetch: [...p.refetch].map(nameOf).sort(),
    stale: [...p.stale].map(nameOf).sort(),
    lists: Object.fromEntries([...p.lists].map(([hash, { news }]) => [nameOf(hash), news])),
    deleted: Object.fromEntries(p.deleted),
  };
};

describe('what an event touches', () => {
  it("a changed user refetches the users' lists, that user alone and the dashboard", () => {
    const p = plan([event({ resource: 'user', resource_id: '7', action: 'changed' })]);
    expect(p.refetch).toEqual(['dashboard', 'twoFactor7', 'user7', 'usersPage']);
    expect(p.deleted).toEqual({});
    expect(p.lists).toEqual({ usersPage: { created: [], deleted: [] } });
  });

  it('a user someone else created is news for the lists; one the reader created is not', () => {
    expect(plan([event({ resource: 'user', resource_id: '40', action: 'created' })]).lists).toEqual({
      usersPage: { created: ['40'], deleted: [] },
    });
    const own = event({
      resource: 'user',
      resource_id: '41',
      action: 'created',
      actor: { type: 'user', id: '1', name: 'Owner' },
    });
    expect(plan([own]).lists).toEqual({ usersPage: { created: [], deleted: [] } });
  });

  it('a deleted user is marked in the lists, which are only made stale, and its record is not read again', () => {
    const p = plan([event({ resource: 'user', resource_id: '7', action: 'deleted' })]);
    expect(p.refetch).toEqual(['dashboard']);
    expect(p.stale).toEqual(['usersPage']);
    expect(p.lists).toEqual({ usersPage: { created: [], deleted: ['7'] } });
    expect(p.deleted).toEqual({ '/user/7': 'Henry Dawson' });
  });

  it("the reader's own record refreshes the shell's; a role refreshes the users' lists", () => {
    expect(plan([event({ resource: 'user', resource_id: '1', action: 'changed' })]).refetch).toContain('me');
    expect(plan([event({ resource: 'role', resource_id: '5', action: 'changed' })]).refetch).toEqual([
      'dashboard',
      'roles',
      'usersPage',
    ]);
  });

  it('a reply refreshes its ticket (its parent) and the tickets list, not another ticket', () => {
    const reply = event({
      resource: 'ticket_reply',
      resource_id: '90',
      action: 'created',
      parent: { resource: 'ticket', id: '4' },
    });
    expect(plan([reply]).refetch).toEqual(['dashboard', 'ticket4', 'tickets']);
    const other = { ...reply, parent: { resource: 'ticket' as const, id: '5' } };
    expect(plan([other]).refetch).toEqual(['dashboard', 'tickets']);
  });

  it("a desktop refreshes its own page (RDP status under it), its alias's and the staff's service list", () => {
    const stopped = event({
      resource: 'virtual_desktop',
      resource_id: '9',
      action: 'changed',
      actor: { type: 'staff', id: '1', name: 'Sam Staff' },
      parent: { resource: 'alias', id: '2' },
    });
    expect(plan([stopped], { audience: 'staff', id: '2' }).refetch).toEqual([
      'adminAlias2',
      'adminDesktops',
      'desktop9',
    ]);
    // The console reads none of the staff paths.
    expect(plan([stopped]).refetch).toEqual(['dashboard']);
  });
});

describe('a list under live updates', () => {
  const row = (id: number, name: string) => ({ id, name });
  const shown = [row(1, 'Ann'), row(2, 'Bob'), row(3, 'Cy')];

  it('changes rows in place and shows a page without new rows as it is', () => {
    const next = [row(1, 'Ann'), row(2, 'Bobby'), row(3, 'Cy')];
    expect(mergeRows(shown, next, [])).toEqual({ rows: next, waiting: 0 });
  });

  it('holds back rows someone else created, keeping the rows on screen in their places', () => {
    const next = [row(9, 'Aaron'), row(1, 'Ann'), row(2, 'Bobby')];
    expect(mergeRows(shown, next, ['9'])).toEqual({
      rows: [row(1, 'Ann'), row(2, 'Bobby'), row(3, 'Cy')],
      waiting: 1,
    });
  });

  it("shows a new row that nobody else created (the person's own) at once", () => {
    const next = [row(9, 'Aaron'), row(1, 'Ann'), row(2, 'Bob')];
    expect(mergeRows(shown, next, [])).toEqual({ rows: next, waiting: 0 });
  });
});

describe('batches', () => {
  afterEach(() => vi.useRealTimers());

  it('applies what arrives within the window at once, and the next batch after the last one, a second apart', async () => {
    vi.useFakeTimers();
    const applied: number[][] = [];
    let finish: () => void = () => undefined;
    const batches = createBatcher<number>((items) => {
      applied.push(items);
      return new Promise<void>((done) => (finish = done));
    }, 250);
    batches.push(1);
    batches.push(2);
    await vi.advanceTimersByTimeAsync(249);
    expect(applied).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(applied).toEqual([[1, 2]]);
    // While the first batch's refetches run, later events wait for them.
    batches.push(3);
    await vi.advanceTimersByTimeAsync(500);
    expect(applied).toEqual([[1, 2]]);
    finish();
    // A second after the first batch, not before.
    await vi.advanceTimersByTimeAsync(250);
    expect(applied).toEqual([[1, 2]]);
    await vi.advanceTimersByTimeAsync(250);
    expect(applied).toEqual([[1, 2], [3]]);
    finish();
    // After a quiet while, the window alone.
    await vi.advanceTimersByTimeAsync(5_000);
    batches.push(4);
    await vi.advanceTimersByTimeAsync(250);
    expect(applied).toEqual([[1, 2], [3], [4]]);
    batches.push(5);
    batches.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(applied).toEqual([[1, 2], [3], [4]]);
  });
});
