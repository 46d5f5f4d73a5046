import { lazy, Suspense } from 'react';

import { Button } from '@console/ui';

import type { StaffSignIn } from '~/lib/session/staff-sso';

import { useEndStaffSignIn } from '../end-staff-sign-in';

// Only sessions a staff member opened as a user load the countdown.
const SessionTimeLeft = lazy(() =>
  import('./session-time-left').then((m) => ({ default: m.SessionTimeLeft })),
);

/** A sign-in as a user lasts 30 minutes (docs/product-rules.md#sign-in-as-a-user). */
const SIGN_IN_AS_MS = 30 * 60_000;

/** When the session ends: as the server said at the sign-in, else 30 minutes after this browser recorded its start. */
const endOf = (signIn: StaffSignIn) =>
  signIn.endsAt ? Date.parse(signIn.endsAt) : Date.parse(signIn.startedAt) + SIGN_IN_AS_MS;

/**
 * On every console screen of a session a staff member opened as the user: who is acting, the time left, and a
 * way to end it (see `useEndStaffSignIn`).
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
      <Suspense fallback={null}>
        <SessionTimeLeft endsAt={endOf(signIn)} />
      </Suspense>
      <Button size="sm" variant="secondary" loading={ending} onClick={end}>
        End this session
      </Button>
    </div>
  );
}
