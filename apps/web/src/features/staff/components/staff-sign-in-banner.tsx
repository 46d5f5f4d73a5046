import type { ReactNode } from 'react';

import { Button } from '@console/ui';

import { useEndStaffSignIn } from '../end-staff-sign-in';

/**
 * On every console screen of a session a staff member opened as the user: who is acting, and a way to
 * end it (see `useEndStaffSignIn`).
 */
export function StaffSignInBanner() {
  const { signIn, end, ending } = useEndStaffSignIn();
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
      <Button size="sm" variant="secondary" loading={ending} onClick={end}>
        End this session
      </Button>
    </div>
  );
}

/**
 * The header's way out of a sign-in as a user, in place of Sign out: the only way out such a session offers, so no
 * path of the console can end the staff member's own session with it. Nothing when there is no such session.
 */
export function EndStaffSignInButton({ fallback }: { fallback: ReactNode }) {
  const { signIn, end, ending } = useEndStaffSignIn();
  if (!signIn) return fallback;
  return (
    <Button variant="secondary" loading={ending} onClick={end}>
      End this session
    </Button>
  );
}
