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
  // The last event seen: a stream opened again resumes after it.
  let last: string | undefined;
  const setStatus = (status: LiveStatus) => {
    if (signal.aborted) return;
    queryClient.setQueryData(liveStatusKey, status);
    onStatus(status);
    // Opened before any event came: what is shown was read before, and a change in between has no event to
    // replay. It is marked stale, read again at its next natural read (focus, coming back online, a screen that
    // mounts), not under the person's eyes. Once an event came, a stream opened again resumes after it.
    if (status === 'live' && last === undefined) void queryClient.invalidateQueries({ refetchType: 'none' });
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
  const onEvent = (event: LiveEvent) => {
    last = event.id;
    batches.push(event);
  };
  try {
    const client = (await loadApiClients())[audience];
    while (!signal.aborted) {
      // When the browser goes offline or online the stream opens again at once: offline, it says it is paused at
      // once (a stream that is cut may stay silent until the SDK's idle watchdog); online, it resumes without
      // waiting for the SDK's back-off.
      const attempt = new AbortController();
      const reopen = () => attempt.abort();
      signal.addEventListener('abort', reopen);
      window.addEventListener('online', reopen);
      window.addEventListener('offline', reopen);
      try {
        await subscribeToEvents(
          client,
          { onEvent, onReset: () => void applyReset(queryClient), onStatus: setStatus },
          { signal: attempt.signal, lastEventId: last },
        );
      } finally {
        signal.removeEventListener('abort', reopen);
        window.removeEventListener('online', reopen);
        window.removeEventListener('offline', reopen);
      }
    }
  } catch {
    // The session could not be refreshed: the session's own guard already asks the person to sign in again.
  }
}
