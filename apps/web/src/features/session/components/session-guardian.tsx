import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { sessionEvents } from '~/lib/session-events';
import { SESSION_CHANNEL, clearSession } from '~/lib/session';
import { hasUnsavedChanges } from '~/lib/unsaved-changes';
import { SignInDialog } from './sign-in-dialog';

/**
 * Watches the session while the dashboard is open:
 * - an expired session (refresh failed) sends the user to /login?redirect=<here>, once, or, when a form has
 *   unsaved input, opens a sign-in dialog in place so nothing typed is lost;
 * - a logout in another tab signs this tab out too.
 */
export function SessionGuardian() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [dialogOpen, setDialogOpen] = useState(false);
  const redirecting = useRef(false);

  useEffect(
    () =>
      sessionEvents.onExpired((audience) => {
        if (audience !== 'user' || redirecting.current) return;
        if (hasUnsavedChanges()) {
          setDialogOpen(true);
          return;
        }
        redirecting.current = true;
        queryClient.clear();
        void router.navigate({
          to: '/login',
          search: { redirect: router.state.location.href },
          replace: true,
        });
      }),
    [router, queryClient],
  );

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      if (event.data !== 'logout') return;
      clearSession(queryClient);
      void router.navigate({ to: '/login', replace: true });
    };
    return () => channel.close();
  }, [router, queryClient]);

  return <SignInDialog open={dialogOpen} onSignedIn={() => setDialogOpen(false)} />;
}
