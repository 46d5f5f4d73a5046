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
  const setStatus = (status: LiveStatus) => {
    if (signal.aborted) return;
    queryClient.setQueryData(liveStatusKey, status);
    onStatus(status);
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
  try {
    const clients = await loadApiClients();
    await subscribeToEvents(
      clients[audience],
      { onEvent: batches.push, onReset: () => void applyReset(queryClient), onStatus: setStatus },
      { signal },
    );
  } catch {
    // The session could not be refreshed: the session's own guard already asks the person to sign in again.
  }
}
