import { describe, expect, it } from 'vitest';

import { NETWORK_ERROR_MESSAGE, NetworkError, TimeoutError } from '../errors.ts';
import { clientAnswering } from '../test-support/client.ts';
import { hangUntilAborted, json } from '../test-support/fake-api.ts';

/** Sends the headers and the start of a JSON body, then nothing until the request is aborted. */
function stalledBody(request: Request) {
  const stalled = new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"id":'));
      request.signal.addEventListener('abort', () => controller.error(request.signal.reason));
    },
  });
  return new Response(stalled, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

describe('time-out and network failures', () => {
  it('rejects with TimeoutError when no answer comes within timeoutMs', async () => {
    const { api } = clientAnswering(hangUntilAborted, { timeoutMs: 30 });
    const error = await api.GET('/user/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ status: 0, timeoutMs: 30 });
  });

  it('rejects with TimeoutError when the body stalls past timeoutMs', async () => {
    const { api } = clientAnswering(stalledBody, { timeoutMs: 30 });
    await expect(api.GET('/user/me')).rejects.toBeInstanceOf(TimeoutError);
  });

  it('passes on an abort by the caller unchanged (a cancelled query is not a failure)', async () => {
    const { api } = clientAnswering(hangUntilAborted, { timeoutMs: 10_000 });
    const controller = new AbortController();
    const call = api.GET('/user/me', { signal: controller.signal });
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it("passes on the caller's own AbortSignal.timeout as the caller's abort, not the client's TimeoutError", async () => {
    const { api } = clientAnswering(hangUntilAborted, { timeoutMs: 10_000 });
    const error = await api.GET('/user/me', { signal: AbortSignal.timeout(20) }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('TimeoutError');
  });

  it("passes on the caller's AbortSignal.timeout that strikes while the body is read", async () => {
    const { api } = clientAnswering(stalledBody, { timeoutMs: 10_000 });
    const error = await api.GET('/user/me', { signal: AbortSignal.timeout(20) }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect((error as DOMException).name).toBe('TimeoutError');
  });

  it("rejects with NetworkError and the product's message when fetch fails", async () => {
    const { api } = clientAnswering(() => Promise.reject(new TypeError('fetch failed')));
    const error = await api.GET('/user/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({
      status: 0,
      message: 'Something went wrong. Please refresh the page or try again.',
    });
    expect(NETWORK_ERROR_MESSAGE).toBe('Something went wrong. Please refresh the page or try again.');
  });

  it('lets a quick answer through', async () => {
    const { api } = clientAnswering(() => json(200, { id: 1 }), { timeoutMs: 1000 });
    await expect(api.GET('/user/me')).resolves.toMatchObject({ data: { id: 1 } });
  });
});
