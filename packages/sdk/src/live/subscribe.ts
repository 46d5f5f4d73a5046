import { type ApiClient, audienceOf } from '../client.ts';
import { SessionExpiredError } from '../errors.ts';
import type { components } from '../openapi.gen.ts';
import { createSseParser, type SseFrame } from './sse-parser.ts';

export type LiveEvent = components['schemas']['LiveEvent'];
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'stopped';

export interface LiveHandlers {
  onEvent(event: LiveEvent): void;
  /** The server could not replay what was missed: reload what is shown. */
  onReset?(): void;
  onStatus?(status: LiveStatus): void;
}

export interface SubscribeOptions {
  signal: AbortSignal;
  /** Resume after this event (e.g. the last one a previous subscription saw). */
  lastEventId?: string;
  /**
   * A stream that sends nothing (not even the server's heartbeat, every 15 s) for this long is taken as dead
   * and reopened, so a connection that silently dropped (a laptop that slept) recovers. Default 45 000 ms.
   */
  idleTimeoutMs?: number;
}

const PATHS = { user: '/events', staff: '/admin/events' } as const;
/** The first reconnect delay until the server suggests one (`retry:`); each failure in a row doubles it. */
const DEFAULT_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
const DEFAULT_IDLE_TIMEOUT_MS = 45_000;
/** The longest time-out timers accept (about 24.8 days): the stream is bounded by `idleTimeoutMs` instead. */
const STREAM_TIMEOUT_MS = 2_147_483_647;

/**
 * Opens the client's audience's stream (/events or /admin/events) over fetch with the bearer token; reconnects
 * with back-off + jitter, resumes with Last-Event-ID, refreshes the token on 401 through the client's refresh
 * middleware, resolves when `signal` aborts (status 'stopped'); rejects only with SessionExpiredError when the
 * session cannot be refreshed.
 */
export async function subscribeToEvents(
  client: ApiClient,
  handlers: LiveHandlers,
  options: SubscribeOptions,
): Promise<void> {
  const { signal } = options;
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const path = PATHS[audienceOf(client)];
  let lastEventId = options.lastEventId ?? '';
  let retryMs = DEFAULT_RETRY_MS;
  let failures = 0;
  let status: LiveStatus | undefined;
  const setStatus = (next: LiveStatus) => {
    if (next !== status) handlers.onStatus?.((status = next));
  };

  const onFrame = (frame: SseFrame) => {
    lastEventId = frame.lastEventId;
    if (frame.event === 'reset') handlers.onReset?.();
    if (frame.event !== 'change') return;
    const event = parseEvent(frame.data);
    if (event) handlers.onEvent(event);
  };

  try {
    setStatus('connecting');
    while (!signal.aborted) {
      // One attempt at a time: its own controller ends it (idle, or the caller's abort) before the next.
      const attempt = new AbortController();
      const stopAttempt = () => attempt.abort(signal.reason);
      signal.addEventListener('abort', stopAttempt, { once: true });
      try {
        const init = {
          params: { header: lastEventId ? { 'Last-Event-ID': lastEventId } : {} },
          parseAs: 'stream' as const,
          signal: attempt.signal,
          timeoutMs: STREAM_TIMEOUT_MS,
          retry: false,
          errorHooks: false,
        };
        const { response } = await (path === '/events'
          ? client.GET('/events', init)
          : client.GET('/admin/events', init));
        setStatus('live');
        failures = 0;
        const parser = createSseParser(onFrame, (ms) => (retryMs = ms), lastEventId);
        await readStream(response, attempt, idleTimeoutMs, (text) => parser.push(text));
      } catch (error) {
        if (error instanceof SessionExpiredError) throw error;
        if (signal.aborted) break;
        failures += 1;
      } finally {
        signal.removeEventListener('abort', stopAttempt);
        attempt.abort();
      }
      if (signal.aborted) break;
      setStatus('reconnecting');
      await sleep(backOff(retryMs, failures), signal);
    }
  } finally {
    setStatus('stopped');
  }
}

/** Reads the body to its end (the server closed it), or until the attempt is aborted or idle too long. */
async function readStream(
  response: Response,
  attempt: AbortController,
  idleTimeoutMs: number,
  onText: (text: string) => void,
): Promise<void> {
  const reader = response.body?.getReader();
  if (!reader) return;
  const decoder = new TextDecoder();
  let idle: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => void reader.cancel().catch(() => undefined);
  const armIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => attempt.abort(new Error('The event stream went silent.')), idleTimeoutMs);
  };
  attempt.signal.addEventListener('abort', cancel, { once: true });
  try {
    armIdle();
    for (;;) {
      const { done, value } = await reader.read();
      if (done || attempt.signal.aborted) return;
      armIdle();
      onText(decoder.decode(value, { stream: true }));
    }
  } finally {
    clearTimeout(idle);
    attempt.signal.removeEventListener('abort', cancel);
    cancel();
  }
}

function parseEvent(data: string): LiveEvent | undefined {
  try {
    const value = JSON.parse(data) as unknown;
    return typeof value === 'object' && value !== null && 'resource' in value
      ? (value as LiveEvent)
      : undefined;
  } catch {
    return undefined; // a frame the client cannot read is skipped, not fatal to the stream
  }
}

/** Exponential from the server's `retry`, capped, with jitter (a random 50–100 % of it). */
function backOff(retryMs: number, failures: number): number {
  const delay = Math.min(MAX_RETRY_MS, retryMs * 2 ** Math.max(0, failures - 1));
  return delay * (0.5 + Math.random() / 2);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
