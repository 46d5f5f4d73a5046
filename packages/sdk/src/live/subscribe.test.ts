import { describe, expect, it, vi } from 'vitest';

import { createApiClient } from '../client.ts';
import { SessionExpiredError } from '../errors.ts';
import { createFakeFetch, json } from '../test-support/fake-api.ts';
import { type Audience, createMemoryTokenStore } from '../token-store.ts';
import { type LiveEvent, type LiveHandlers, type LiveStatus, subscribeToEvents } from './subscribe.ts';

/** A stream the test writes frames into, drops or ends; `open` counts the streams not yet closed. */
function createStreams() {
  const encoder = new TextEncoder();
  const all: { send(text: string): void; drop(): void; end(): void; closed: boolean }[] = [];
  return {
    all,
    open: () => all.filter((s) => !s.closed).length,
    response() {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const stream = {
        closed: false,
        send: (text: string) => controller.enqueue(encoder.encode(text)),
        drop: () => ((stream.closed = true), controller.error(new TypeError('network connection lost'))),
        end: () => ((stream.closed = true), controller.close()),
      };
      all.push(stream);
      const body = new ReadableStream<Uint8Array>({
        start: (c) => void (controller = c),
        cancel: () => void (stream.closed = true),
      });
      // The server's suggested reconnect delay, short so that the tests do not wait.
      stream.send('retry: 5\n\n');
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    },
  };
}

const change = (id: number) =>
  `id: ${id}\nevent: change\ndata: ${JSON.stringify({ id: String(id), resource: 'user', resource_id: '1', action: 'changed', version: '"v"', actor: { type: 'user', id: '1', name: 'A' }, at: '2026-11-29T03:40:00.000Z', parent: null })}\n\n`;

/** A fake API: the stream for the valid token, 401 otherwise; the refresh rotates a1/r1 → a2/r2 … */
function setup({ audience = 'user' as Audience, refreshFails = false } = {}) {
  const streams = createStreams();
  let valid = 'a1';
  const lastEventIds: (string | null)[] = [];
  const fake = createFakeFetch((request, recorded) => {
    if (recorded.path.endsWith('refreshtoken')) {
      if (refreshFails) return json(401, { detail: 'Refresh token expired' });
      const n = Number(/"r(\d+)"/.exec(recorded.body)?.[1]) + 1;
      valid = `a${n}`;
      return json(200, { access_token: valid, refresh_token: `r${n}` });
    }
    lastEventIds.push(request.headers.get('Last-Event-ID'));
    if (recorded.authorization !== `Bearer ${valid}`) return json(401, { detail: 'Not authenticated' });
    return streams.response();
  });
  const onSessionExpired = vi.fn();
  const tokenStore = createMemoryTokenStore({ accessToken: 'a1', refreshToken: 'r1' });
  const api = createApiClient({
    baseUrl: 'https://api.test',
    audience,
    tokenStore,
    fetch: fake.fetch,
    onSessionExpired,
  });
  const events: LiveEvent[] = [];
  const statuses: LiveStatus[] = [];
  const handlers = {
    onEvent: (e: LiveEvent) => events.push(e),
    onStatus: (s: LiveStatus) => statuses.push(s),
    onReset: vi.fn(),
  } satisfies LiveHandlers;
  const controller = new AbortController();
  const expireToken = () => (valid = 'none');
  return {
    api,
    fake,
    lastEventIds,
    streams,
    handlers,
    events,
    statuses,
    controller,
    onSessionExpired,
    expireToken,
  };
}

const streamRequests = (fake: ReturnType<typeof createFakeFetch>) =>
  fake.requests.filter((r) => r.path.endsWith('/events'));

describe('subscribeToEvents', () => {
  it('opens the audience’s stream with the bearer token and delivers change frames', async () => {
    const t = setup({ audience: 'staff' });
    const done = subscribeToEvents(t.api, t.handlers, { signal: t.controller.signal });
    await vi.waitFor(() => expect(t.streams.all).toHaveLength(1));
    t.streams.all[0]!.send(`: ping\n\n${change(1)}event: reset\ndata: {"reason":"too_far_behind"}\n\n`);
    await vi.waitFor(() => expect(t.handlers.onReset).toHaveBeenCalledOnce());
    expect(t.events.map((e) => e.id)).toEqual(['1']);
    expect(t.fake.requests[0]).toMatchObject({ path: '/admin/events', authorization: 'Bearer a1' });
    t.controller.abort();
    await done;
  });

  it('resumes with Last-Event-ID after a network drop mid-stream and misses nothing', async () => {
    const t = setup();
    const done = subscribeToEvents(t.api, t.handlers, { signal: t.controller.signal, lastEventId: '1' });
    await vi.waitFor(() => expect(t.streams.all).toHaveLength(1));
    t.streams.all[0]!.send(change(2) + change(3));
    await vi.waitFor(() => expect(t.events).toHaveLength(2));
    t.streams.all[0]!.drop();
    await vi.waitFor(() => expect(t.streams.all).toHaveLength(2));
    t.streams.all[1]!.send(change(4));
    await vi.waitFor(() => expect(t.events).toHaveLength(3));

    expect(t.lastEventIds).toEqual(['1', '3']);
    expect(t.events.map((e) => e.id)).toEqual(['2', '3', '4']);
    expect(t.statuses).toEqual(['connecting', 'live', 'reconnecting', 'live']);
    t.controller.abort();
    await done;
  });

  it('on 401 refreshes once through the client, then reconnects with the new token', async () => {
    const t = setup();
    const done = subscribeToEvents(t.api, t.handlers, { signal: t.controller.signal });
    await vi.waitFor(() => expect(t.streams.all).toHaveLength(1));
    t.streams.all[0]!.send(change(1));
    // The server closes the stream when its token expires; the reconnect meets a 401 and refreshes.
    t.expireToken();
    t.streams.all[0]!.end();
    await vi.waitFor(() => expect(t.streams.all).toHaveLength(2));

    expect(t.fake.count('/refreshtoken')).toBe(1);
    expect(streamRequests(t.fake).map((r) => r.authorization)).toEqual([
      'Bearer a1',
      'Bearer a1',
      'Bearer a2',
    ]);
    expect(t.lastEventIds).toEqual([null, '1', '1']);
    t.controller.abort();
    await done;
  });

  it('resolves on abort with status stopped and closes the open stream', async () => {
    const t = setup();
    const done = subscribeToEvents(t.api, t.handlers, { signal: t.controller.signal });
    await vi.waitFor(() => expect(t.statuses).toContain('live'));
    t.controller.abort();
    await expect(done).resolves.toBeUndefined();
    expect(t.statuses.at(-1)).toBe('stopped');
    expect(t.streams.open()).toBe(0);
  });

  it('rejects with SessionExpiredError when the session cannot be refreshed', async () => {
    const t = setup({ refreshFails: true });
    t.expireToken();
    const done = subscribeToEvents(t.api, t.handlers, { signal: t.controller.signal });
    await expect(done).rejects.toBeInstanceOf(SessionExpiredError);
    expect(t.statuses).toEqual(['connecting', 'stopped']);
    expect(t.onSessionExpired).toHaveBeenCalledOnce();
  });

  it('keeps one stream at a time across reconnects, and reopens a stream that went silent', async () => {
    const t = setup();
    const done = subscribeToEvents(t.api, t.handlers, { signal: t.controller.signal, idleTimeoutMs: 50 });
    const most: number[] = [];
    const watch = setInterval(() => most.push(t.streams.open()), 1);
    await vi.waitFor(() => expect(t.streams.all.length).toBeGreaterThanOrEqual(3), { timeout: 2_000 });
    t.streams.all.at(-1)!.drop();
    await vi.waitFor(() => expect(t.streams.all.length).toBeGreaterThanOrEqual(4), { timeout: 2_000 });
    clearInterval(watch);
    t.controller.abort();
    await done;
    expect(Math.max(...most)).toBe(1);
    expect(t.streams.open()).toBe(0);
  });
});
