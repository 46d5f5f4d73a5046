import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';

import { staffAreaEnabled } from '~/lib/access/app-mode';
import { api } from '~/lib/api/api';
import { clearSession, noteSessionEnding } from '~/lib/session/session';
import { currentStaffSignIn } from '~/lib/session/staff-sso';

/**
 * Ending a console session a staff member opened as a user (the banner's button, the command palette's action).
 * It signs that console session out and leaves the staff session alone: the staff member goes back to the user's
 * page in the staff area (its sign-in first when this tab has no staff session), or to /login where there is no
 * staff area (docs/product-rules.md#sign-in-as-a-user). `signIn` is null when there is no such session.
 */
export function useEndStaffSignIn() {
  const [signIn] = useState(currentStaffSignIn);
  const router = useRouter();
  const queryClient = useQueryClient();
  const end = useMutation({
    meta: { handlesErrors: true },
    // The server records the end; if it cannot be reached, the session still ends here.
    mutationFn: async () => {
      // Before the server ends it: a refetch refused from then on is this end, not an expiry.
      noteSessionEnding();
      await api.DELETE('/staffssologin').catch(() => undefined);
    },
    onSettled: () => {
      clearSession(queryClient, { staffToo: false });
      if (!staffAreaEnabled) void router.navigate({ to: '/login', replace: true });
      else if (signIn?.userId === undefined) void router.navigate({ to: '/admin/dashboard', replace: true });
      else
        void router.navigate({
          to: '/admin/users/$userId',
          params: { userId: signIn.userId },
          replace: true,
        });
    },
  });
  return { signIn, end: () => end.mutate(), ending: end.isPending };
}
