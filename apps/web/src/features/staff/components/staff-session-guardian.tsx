import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

import { staffTokens } from '~/lib/api/api';
import { sessionEvents } from '~/lib/session/session-events';
import { signOutStaff } from '~/lib/session/staff-session';

/**
 * Watches the staff session while a staff screen is open: a staff session that could not be refreshed
 * goes to /admin/login?redirect=<here>; a staff sign-out in another tab (its tokens leave storage) signs
 * this tab out too. Console sessions are not its business.
 */
export function StaffSessionGuardian() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const leaving = useRef(false);

  useEffect(() => {
    const leave = (withRedirect: boolean) => {
      if (leaving.current) return;
      leaving.current = true;
      signOutStaff(queryClient);
      void router.navigate({
        to: '/admin/login',
        search: withRedirect ? { redirect: router.state.location.href } : {},
        replace: true,
        // The session is over: nothing on this page can be saved, so leaving does not ask.
        ignoreBlocker: true,
      });
    };
    const stopExpired = sessionEvents.onExpired((audience) => {
      if (audience === 'staff') leave(true);
    });
    // A refresh that failed clears the tokens and then reports the expiry, in one go: waiting a
    // microtask lets that report (which keeps the way back) win over a plain sign-out.
    const stopTokens = staffTokens.subscribe((tokens) => {
      if (tokens === null) queueMicrotask(() => leave(false));
    });
    return () => {
      stopExpired();
      stopTokens();
    };
  }, [router, queryClient]);

  return null;
}
