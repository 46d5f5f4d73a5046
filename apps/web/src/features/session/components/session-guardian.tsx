import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';

import { importWhenOnline } from '@console/ui';

import { userTokens } from '~/lib/api/api';
import { hasUnsavedChanges } from '~/lib/forms/unsaved-changes';
import { clearSession, logoutOf, SESSION_CHANNEL, sessionEndedHere } from '~/lib/session/session';
import { sessionEvents } from '~/lib/session/session-events';

// The sign-in dialog (a form, the two-factor step, the kit's dialog) loads when a session first expires over
// unsaved input, not with every signed-in page (budget, decision 0010).
const SignInDialog = lazy(() =>
  importWhenOnline(() => import('./sign-in-dialog')).then((m) => ({ default: m.SignInDialog })),
);

/**
 * Watches the session while the dashboard is open:
 * - an expired session (refresh failed here, or the tokens were cleared in another tab) sends the user to
 *   /login?redirect=<here> at once, with the caches cleared, or, when a form has unsaved input, opens a
 *   sign-in dialog in place so nothing typed is lost;
 * - a logout in another tab signs this tab out too.
 */
export function SessionGuardian() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [dialogOpen, setDialogOpen] = useState(false);
  // Mounted from its first opening on, so that closing it plays out like any dialog's.
  const [dialogNeeded, setDialogNeeded] = useState(false);
  const leaving = useRef(false);

  /** To /login once, with nothing of this user cached; a logout also clears the tokens (staff's when it says so). */
  const leave = useCallback(
    ({ logout, staffToo = false }: { logout: boolean; staffToo?: boolean }) => {
      if (leaving.current) return;
      leaving.current = true;
      setDialogOpen(false);
      if (logout) clearSession(queryClient, { staffToo });
      else queryClient.clear();
      void router.navigate({
        to: '/login',
        search: logout ? {} : { redirect: router.state.location.href },
        replace: true,
        // The session is over: nothing on this page can be saved, so leaving does not ask.
        ignoreBlocker: true,
      });
    },
    [router, queryClient],
  );

  useEffect(() => {
    const onExpired = () => {
      // A request of a session this tab has just ended on purpose (the end of a staff sign-in as this user,
      // which leads to the staff area) is refused: that is not an expiry.
      if (leaving.current || sessionEndedHere()) return;
      if (hasUnsavedChanges()) {
        setDialogNeeded(true);
        setDialogOpen(true);
      } else leave({ logout: false });
    };
    const stopExpired = sessionEvents.onExpired((audience) => audience === 'user' && onExpired());
    // Another tab cleared the tokens (its logout, or its failed refresh): this tab's session is over too.
    const stopTokens = userTokens.subscribe((tokens, source) => {
      if (source === 'other-tab' && tokens === null) onExpired();
    });
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);
    if (channel) {
      channel.onmessage = (event: MessageEvent) => {
        const logout = logoutOf(event.data);
        if (logout) leave({ logout: true, staffToo: logout.staffToo });
      };
    }
    return () => {
      stopExpired();
      stopTokens();
      channel?.close();
    };
  }, [leave]);

  if (!dialogNeeded) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog
        open={dialogOpen}
        onSignedIn={() => {
          setDialogOpen(false);
          // Calls that failed while signed out are asked again; data on screen (and the form) stays.
          void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
        }}
        // The user chose to drop the unsaved input: back to sign in, and then to this page again.
        onSignOut={() => leave({ logout: false })}
      />
    </Suspense>
  );
}
