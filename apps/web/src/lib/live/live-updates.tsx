// The tab's one live stream (docs/decisions/0048-live-data-in-the-app.md): opened by the signed-in layout of the
// tab's audience once its page has settled (app/layout/live-updates.tsx loads this module), closed when that
// layout goes (sign-out, a sign-in as a user that ends). Its events reach the Query cache in batches; the header
// shows a small note while live updates are paused.
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

import type { LiveStatus } from '@console/sdk';

import type { LiveAudience } from './event-targets';
import { liveStatusKey, useLive } from './live-cache';

export default function LiveUpdates({ audience }: { audience: LiveAudience }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = new AbortController();
    // The stream's own code loads now, apart from this note (the layout's request for it stays small).
    void import('./live-stream').then((stream) => stream.openLiveStream(queryClient, audience, stop.signal));
    return () => {
      stop.abort();
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
