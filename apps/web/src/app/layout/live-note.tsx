// The tab's live stream and the header's note on it (docs/decisions/0048-live-data-in-the-app.md), loaded by
// live-updates.tsx once the signed-in page has settled; the stream's own code loads after it.
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

import type { LiveStatus } from '@console/sdk';
import { useMessages } from '@console/ui/i18n';

import { layoutMessages } from './layout.messages';

export default function LiveNote() {
  const t = useMessages(layoutMessages);
  const queryClient = useQueryClient();
  const router = useRouter();
  const [status, setStatus] = useState<LiveStatus>();
  useEffect(() => {
    const stop = new AbortController();
    // The audience the frame is signed in as: the staff area is under /admin (decision 0017), where the console's
    // frame never shows (a staff sign-in as a user is a console session). A frame stays in its area. The router's
    // location, not the window's: under a memory history (the screen tests) only the router's says where it is.
    const audience = router.state.location.pathname.startsWith('/admin') ? 'staff' : 'user';
    void import('~/lib/live/live-stream').then((stream) =>
      stream.openLiveStream(queryClient, audience, stop.signal, setStatus),
    );
    return () => stop.abort();
  }, [queryClient, router]);
  // Nothing while live or opening; a short note while the stream is down (offline, or the server out of reach).
  return (
    <span role="status" className="flex items-center gap-1.5 text-xs text-fg-muted">
      {status === 'reconnecting' && (
        <>
          <span aria-hidden="true" className="size-2 rounded-full bg-warning" />
          {t(navigator.onLine ? 'livePausedReconnecting' : 'livePausedOffline')}
        </>
      )}
    </span>
  );
}
