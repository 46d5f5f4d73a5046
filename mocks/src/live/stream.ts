// One client's Server-Sent Events stream (docs/decisions/0047-live-events-stream.md): replay or reset, then
// live events it may read, a heartbeat, and the end when the token it was opened with expires.
import type { MockState } from '../state.ts';
import { mayReceive, type Receiver } from './audience.ts';
import type { BusEvent } from './bus.ts';

/** The reconnect delay the stream suggests to clients (`retry:`). */
const RETRY_MS = 3_000;
/** Timers cannot wait longer; a token living longer is still checked at every heartbeat. */
const MAX_TIMER_MS = 2_147_483_647;

export interface StreamRequest {
  receiver: Receiver;
  accessToken: string;
  lastEventId: string | undefined;
}

const encoder = new TextEncoder();
const changeFrame = ({ event }: BusEvent) =>
  `id: ${event.id}\nevent: change\ndata: ${JSON.stringify(event)}\n\n`;
const RESET_FRAME = `event: reset\ndata: ${JSON.stringify({ reason: 'too_far_behind' })}\n\n`;

export function openEventStream(state: MockState, request: StreamRequest): ReadableStream<Uint8Array> {
  const { receiver, accessToken } = request;
  let stop: () => void = () => undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      const write = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      const send = (bus: BusEvent) => {
        if (mayReceive(state.db, receiver, bus)) write(changeFrame(bus));
      };
      const stillValid = () => state.sessions.authenticate(accessToken, state.now()) !== null;
      stop = () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(expiry);
      };
      const end = () => {
        if (closed) return;
        stop();
        controller.close();
      };

      write(`retry: ${RETRY_MS}\n\n`);
      const replay = state.events.since(request.lastEventId);
      if (replay.kind === 'reset') write(RESET_FRAME);
      else replay.events.forEach(send);
      const unsubscribe = state.events.subscribe(send);
      const heartbeat = setInterval(
        () => (stillValid() ? write(': ping\n\n') : end()),
        state.config.liveHeartbeatMs,
      );
      const expiresAt = state.sessions.expiresAt(accessToken, state.now()) ?? state.now();
      const expiry = setTimeout(end, Math.min(MAX_TIMER_MS, Math.max(0, expiresAt - state.now())));
    },
    // The client went away: its listener and timers go with it.
    cancel() {
      stop();
    },
  });
}
