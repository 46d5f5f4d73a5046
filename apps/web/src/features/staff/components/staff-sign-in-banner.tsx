import { Button } from '@console/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '~/lib/api';
import { staffAreaEnabled } from '~/lib/app-mode';
import { clearSession } from '~/lib/session';
import { currentStaffSignIn } from '~/lib/staff-sso';

/**
 * On every console screen of a session a staff member opened as the user: who is acting, and a way to
 * end it. Ending it signs this console session out and leaves the staff session alone: the staff member goes
 * back to the user's page in the staff area (its sign-in first when this tab has no staff session), or to /login
 * where there is no staff area (docs/product-rules.md#sign-in-as-a-user).
 */
export function StaffSignInBanner() {
  const [signIn] = useState(currentStaffSignIn);
  const router = useRouter();
  const queryClient = useQueryClient();
  const end = useMutation({
    meta: { handlesErrors: true },
    // The server records the end; if it cannot be reached, the session still ends here.
    mutationFn: async () => {
      await api.DELETE('/staffssologin').catch(() => undefined);
    },
    onSettled: () => {
      clearSession(queryClient);
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
  if (!signIn) return null;
  return (
    <div
      role="region"
      aria-label="Staff sign-in"
      className="flex flex-wrap items-center gap-3 border-b border-warning/40 bg-warning-soft px-4 py-2 text-sm text-fg"
    >
      <p className="flex-1">
        Signed in as <strong>{signIn.userName}</strong> by <strong>{signIn.staffName}</strong> (staff). Every
        action is recorded as done by {signIn.staffName} on behalf of {signIn.userName}.
      </p>
      <Button size="sm" variant="secondary" loading={end.isPending} onClick={() => end.mutate()}>
        End this session
      </Button>
    </div>
  );
}
