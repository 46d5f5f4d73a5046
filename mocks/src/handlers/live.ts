import { openEventStream } from '../live/stream.ts';
import { defineHandlers, staffCaller, userCaller } from './context.ts';

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  // Proxies that read it (nginx) pass the stream on as it comes (deploy/ sets the same).
  'x-accel-buffering': 'no',
};

/** GET /events and GET /admin/events (docs/decisions/0047-live-events-stream.md). */
export const liveHandlers = defineHandlers({
  streamEvents: {
    handle({ state, caller, request }) {
      const { user, accessToken } = userCaller(caller);
      const body = openEventStream(state, {
        receiver: { kind: 'user', userId: user.id },
        accessToken,
        lastEventId: request.headers.get('last-event-id') ?? undefined,
      });
      return { status: 200, body, headers: STREAM_HEADERS };
    },
  },
  streamAdminEvents: {
    handle({ state, caller, request }) {
      const { staff, accessToken } = staffCaller(caller);
      const body = openEventStream(state, {
        receiver: { kind: 'staff', staffId: staff.id },
        accessToken,
        lastEventId: request.headers.get('last-event-id') ?? undefined,
      });
      return { status: 200, body, headers: STREAM_HEADERS };
    },
  },
});
