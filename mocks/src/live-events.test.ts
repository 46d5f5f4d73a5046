// The live streams at the HTTP level (docs/decisions/0047-live-events-stream.md): who receives which write's
// event, replay and reset, heartbeat, the end at token expiry, and listeners freed when clients go.
import { describe, expect, it, vi } from 'vitest';

import { createTestMock } from './test-support.ts';

type Mock = ReturnType<typeof createTestMock>;
interface Frame {
  id?: string;
  event?: string;
  data?: string;
}

/** Opens a stream in-process and reads it in the background; `frames` grows as frames arrive. */
async function open(mock: Mock, path: string, token: string, lastEventId?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const response = await mock.app.fetch(new Request(`http://mock.test${path}`, { headers }));
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const ended = (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return true;
      text += decoder.decode(value, { stream: true });
    }
  })();
  const frames = () =>
    text
      .split('\n\n')
      .slice(0, -1)
      .map((block) => {
        const frame: Frame & { comment?: string } = {};
        for (const line of block.split('\n')) {
          const [field, ...rest] = line.split(': ');
          if (field === '') frame.comment = line.slice(2);
          else (frame as Record<string, string>)[field!] = rest.join(': ');
        }
        return frame;
      });
  const changes = () =>
    frames()
      .filter((f) => f.event === 'change')
      .map(
        (f) =>
          JSON.parse(f.data!) as {
            id: string;
            resource: string;
            resource_id: string;
            version: string | null;
          },
      );
  return { response, frames, changes, ended, close: () => reader.cancel() };
}

async function signedIn() {
  const mock = createTestMock({ liveHeartbeatMs: 20 });
  const owner = (await mock.login('owner')).access_token;
  return { mock, owner };
}

async function updateUser(mock: Mock, token: string, id: number) {
  const user = (await mock.call('GET', `/user/${id}`, { token })).body;
  const { first_name, last_name, email, status, role_ids } = user;
  const body = { first_name: `${first_name}x`, last_name, email, status, role_ids };
  const res = await mock.call('PUT', `/user/${id}`, { token, body });
  expect(res.status).toBe(200);
  return res;
}

async function createTicket(mock: Mock, token: string) {
  const body = { subject: 'VPN drops', priority: 'high', body: 'Every hour.' };
  const res = await mock.call('POST', '/tickets', { token, body });
  expect(res.status).toBe(201);
  return res.body as { id: number };
}

async function updateAlias(mock: Mock, token: string, prefix: string) {
  const alias = mock.app.state.db.aliases.find((a) => a.org_id === 1 && a.name.startsWith(prefix))!;
  const body = {
    name: alias.name,
    email: alias.email,
    status: 'active',
    primary_user_id: alias.primary_user_id,
  };
  expect((await mock.call('PUT', `/aliases/${alias.id}`, { token, body })).status).toBe(200);
  return alias;
}

describe('GET /events and GET /admin/events', () => {
  it('answers an event stream, 401 without a token, and one event per write with the GET’s ETag', async () => {
    const { mock, owner } = await signedIn();
    expect((await mock.call('GET', '/events')).status).toBe(401);
    const stream = await open(mock, '/events', owner);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);

    const put = await updateUser(mock, owner, 2);
    await vi.waitFor(() => expect(stream.changes()).toHaveLength(1));
    expect(stream.changes()[0]).toMatchObject({ resource: 'user', resource_id: '2', action: 'changed' });
    expect(stream.changes()[0]?.version).toBe(put.headers.get('etag'));
    expect(stream.frames()[0]).toMatchObject({ retry: '3000' });
    await vi.waitFor(() => expect(stream.frames().some((f) => f.comment === 'ping')).toBe(true));
    await stream.close();
  });

  it('sends a helpdesk user no user event, and Support staff every event', async () => {
    const { mock, owner } = await signedIn();
    const helpdesk = await open(mock, '/events', (await mock.login('helpdesk')).access_token);
    const supportId = mock.app.state.db.staff.find((s) => s.email === 'support@provider.test')!.id;
    const support = await open(mock, '/admin/events', (await mock.staffLogin(supportId)).access_token);

    await updateUser(mock, owner, 3);
    const ticket = await createTicket(mock, owner);

    await vi.waitFor(() => expect(helpdesk.changes().map((e) => e.resource)).toContain('ticket'));
    expect(helpdesk.changes().map((e) => `${e.resource} ${e.resource_id}`)).toEqual([`ticket ${ticket.id}`]);
    await vi.waitFor(() => expect(support.changes().map((e) => e.resource)).toEqual(['user', 'ticket']));
    await Promise.all([helpdesk.close(), support.close()]);
  });

  it('sends an alias-prefix user only the aliases matching their prefix', async () => {
    const { mock, owner } = await signedIn();
    const prefixUser = await open(mock, '/events', (await mock.login('aliases')).access_token);

    await updateAlias(mock, owner, 'marketing');
    await updateUser(mock, owner, 2);
    const sales = await updateAlias(mock, owner, 'sales');

    await vi.waitFor(() => expect(prefixUser.changes()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(prefixUser.changes().map((e) => `${e.resource} ${e.resource_id}`)).toEqual([`alias ${sales.id}`]);
    await prefixUser.close();
  });

  it('replays the events after Last-Event-ID, then goes on live', async () => {
    const { mock, owner } = await signedIn();
    for (const id of [2, 3, 5]) await updateUser(mock, owner, id);
    const first = mock.app.state.events.since('0');
    const firstId = first.kind === 'events' ? first.events[0]!.event.id : '';

    const stream = await open(mock, '/events', owner, firstId);
    await vi.waitFor(() => expect(stream.changes().map((e) => e.resource_id)).toEqual(['3', '5']));
    await updateUser(mock, owner, 2);
    await vi.waitFor(() => expect(stream.changes().map((e) => e.resource_id)).toEqual(['3', '5', '2']));
    expect(stream.frames().some((f) => f.event === 'reset')).toBe(false);
    await stream.close();
  });

  it('sends reset when Last-Event-ID is older than the replay window or unknown', async () => {
    const mock = createTestMock({ liveHeartbeatMs: 20, liveReplayWindow: 3 });
    const owner = (await mock.login('owner')).access_token;
    for (let n = 0; n < 5; n++) await updateUser(mock, owner, 2);

    for (const lastEventId of ['1', '999']) {
      const stream = await open(mock, '/events', owner, lastEventId);
      await vi.waitFor(() => expect(stream.frames().map((f) => f.event ?? null)).toContain('reset'));
      expect(JSON.parse(stream.frames().find((f) => f.event === 'reset')!.data!)).toEqual({
        reason: 'too_far_behind',
      });
      expect(stream.changes()).toEqual([]);
      await stream.close();
    }
    // The oldest kept event's predecessor is still a place to resume from: nothing was lost.
    const resumed = await open(mock, '/events', owner, '2');
    await vi.waitFor(() => expect(resumed.changes().map((e) => e.id)).toEqual(['3', '4', '5']));
    await resumed.close();
  });

  it('closes the stream when the token it was opened with expires', async () => {
    const { mock, owner } = await signedIn();
    const stream = await open(mock, '/events', owner);
    mock.advance(mock.app.state.config.accessTokenTtlSeconds + 1);
    await expect(stream.ended).resolves.toBe(true);
    expect(mock.app.state.events.listenerCount).toBe(0);
  });

  it('frees every listener of clients that disconnect (100 clients, 20 rounds)', async () => {
    const { mock, owner } = await signedIn();
    const gc = (globalThis as { gc?: () => void }).gc;
    const heap = () => (gc?.(), process.memoryUsage().heapUsed);
    const round = async () => {
      const clients = await Promise.all(Array.from({ length: 100 }, () => open(mock, '/events', owner)));
      expect(mock.app.state.events.listenerCount).toBe(100);
      await Promise.all(clients.map((c) => c.close()));
      expect(mock.app.state.events.listenerCount).toBe(0);
    };
    await round();
    const before = heap();
    for (let n = 0; n < 20; n++) await round();
    const after = heap();
    console.log(
      `live streams: 2,100 connects, listeners after each round 0, heap ${(before / 1e6).toFixed(1)} → ${(after / 1e6).toFixed(1)} MB${gc ? ' (after gc)' : ' (no --expose-gc)'}`,
    );
    if (gc) expect(after - before).toBeLessThan(5e6);
  });
});
