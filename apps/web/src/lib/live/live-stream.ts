// The stream itself (docs/decisions/0048-live-data-in-the-app.md): the audience's events through the SDK, which
// reconnects, resumes after the last event and refreshes the token; applied to the Query cache in batches.
import type { QueryClient } from '@tanstack/react-query';

import { type LiveEvent, type LiveStatus, subscribeToEvents } from '@console/sdk';

import { loadApiClients } from '~/lib/api/api';
import { sessionQueries } from '~/lib/session/session';
import { staffSessionQueries } from '~/lib/session/staff-session';

import { applyEvents, applyReset } from './apply-events';
import { createBatcher } from './batcher';
import type { LiveAudience } from './event-targets';
import { liveStatusKey } from './live-cache';

/** How long events are collected before they are applied together. */
const BATCH_MS = 250;

/**
 * Opens the stream until `signal` aborts. Its state goes to `onStatus` and into the cache (`liveStatusKey`), where
 * the screens that poll without it read it.
 */
export async function openLiveStream(
  queryClient: QueryClient,
  audience: LiveAudience,
  signal: AbortSignal,
  onStatus: (status: LiveStatus) => void,
) {
  let opened = false;
  const setStatus = (status: LiveStatus) => {
    if (signal.aborted) return;
    queryClient.setQueryData(liveStatusKey, status);
    onStatus(status);
    // What is shown was read before the stream opened, and a change in between has no event to replay: it is read
    // once more (later openings resume after the last event).
    if (status === 'live' && !opened) void applyReset(queryClient);
    opened ||= status === 'live';
  };
  const me = audience === 'user' ? sessionQueries.me().queryKey : staffSessionQueries.me().queryKey;
  const batches = createBatcher<LiveEvent>((events) => {
    const id = queryClient.getQueryData<{ id?: number | string }>(me)?.id;
    return applyEvents(queryClient, events, { audience, id: id === undefined ? undefined : String(id) });
  }, BATCH_MS);
  signal.addEventListener('abort', () => {
    batches.stop();
    queryClient.setQueryData(liveStatusKey, 'stopped');
  });
  // The last event seen: a stream opened again resumes after it.
  let last: string | undefined;
  const onEvent = (event: LiveEvent) => {
    last = event.id;
    batches.push(event);
  };
  try {
    const client = (await loadApiClients())[audience];
    while (!signal.aborted) {
      // Back online, the stream opens again at once instead of after the SDK's back-off.
      const attempt = new AbortController();
      const reopen = () => attempt.abort();
      signal.addEventListener('abort', reopen);
      window.addEventListener('online', reopen);
      try {
        await subscribeToEvents(
          client,
          { onEvent, onReset: () => void applyReset(queryClient), onStatus: setStatus },
          { signal: attempt.signal, lastEventId: last },
        );
      } finally {
        signal.removeEventListener('abort', reopen);
        window.removeEventListener('online', reopen);
      }
    }
  } catch {
    // The session could not be refreshed: the session's own guard already asks the person to sign in again.
  }
}
