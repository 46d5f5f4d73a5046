// The tab's one live stream (docs/decisions/0048-live-data-in-the-app.md): opened by the signed-in layout of the
// tab's audience once its page has settled (app/layout/live-updates.tsx loads this module), closed when that
// layout goes (sign-out, a sign-in as a user that ends). Its events reach the Query cache in batches; the header
// shows a small note while live updates are paused.
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

import { type LiveEvent, type LiveStatus, subscribeToEvents } from '@console/sdk';

import { loadApiClients } from '~/lib/api/api';
import { sessionQueries } from '~/lib/session/session';
import { staffSessionQueries } from '~/lib/session/staff-session';

import { applyEvents, applyReset } from './apply-events';
import { createBatcher } from './batcher';
import type { LiveAudience } from './event-targets';
import { liveStatusKey, useLive } from './live-cache';

/** How long events are collected before they are applied together. */
const BATCH_MS = 250;

export default function LiveUpdates({ audience }: { audience: LiveAudience }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = new AbortController();
    const setStatus = (status: LiveStatus) => {
      if (!stop.signal.aborted) queryClient.setQueryData(liveStatusKey, status);
    };
    const me = audience === 'user' ? sessionQueries.me().queryKey : staffSessionQueries.me().queryKey;
    const batches = createBatcher<LiveEvent>((events) => {
      const id = queryClient.getQueryData<{ id?: number | string }>(me)?.id;
      return applyEvents(queryClient, events, { audience, id: id === undefined ? undefined : String(id) });
    }, BATCH_MS);
    void loadApiClients()
      .then((clients) =>
        subscribeToEvents(
          clients[audience],
          {
            onEvent: (event) => batches.push(event),
            onReset: () => void applyReset(queryClient),
            onStatus: setStatus,
          },
          { signal: stop.signal },
        ),
      )
      // The session could not be refreshed: the session's own guard already asks the person to sign in again.
      .catch(() => undefined);
    return () => {
      stop.abort();
      batches.stop();
      queryClient.setQueryData(liveStatusKey, 'stopped');
    };
  }, [audience, queryClient]);
  return <LivePausedNote />;
}

const useOnline = () =>
  useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );

/**
 * Nothing while live (or still opening, or stopped with the session); a short note while the stream is down or
 * the browser offline.
 */
function LivePausedNote() {
  const status = useLive<LiveStatus>(liveStatusKey);
  const online = useOnline();
  const paused = status === 'reconnecting' || (status !== undefined && status !== 'stopped' && !online);
  return (
    <span role="status" className="flex items-center gap-1.5 text-xs text-fg-muted">
      {paused && (
        <>
          <span aria-hidden="true" className="size-2 rounded-full bg-warning" />
          {online ? 'Live updates paused: reconnecting…' : 'Live updates paused: offline'}
        </>
      )}
    </span>
  );
}
