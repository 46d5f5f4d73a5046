import { Link } from '@tanstack/react-router';

import { buttonClassName } from '@console/ui';

import { TextLink } from '~/components/navigation';
import { isStaffSignedIn } from '~/lib/session/staff-session';

import { StaffSignOutButton } from './staff-sign-out-button';

/**
 * /admin/logout asks before signing out: the route itself must not sign out, since opening or
 * preloading a link to it would.
 */
export function StaffLogoutPage() {
  const signedIn = isStaffSignedIn();
  return (
    <div className="grid min-h-screen place-items-center bg-canvas p-4">
      <main id="main" className="w-full max-w-sm space-y-5 rounded-xl border border-border bg-surface p-8">
        <h1 className="text-xl font-semibold">Sign out of the staff area</h1>
        {signedIn ? (
          <>
            <p className="text-sm text-fg-muted">
              This signs you out of the staff area in every tab. A console session in this browser stays
              signed in.
            </p>
            <div className="flex gap-3">
              <StaffSignOutButton />
              <Link to="/admin/dashboard" className={buttonClassName({ variant: 'ghost' })}>
                Stay signed in
              </Link>
            </div>
          </>
        ) : (
          <p className="text-sm">
            You are signed out.{' '}
            <TextLink to="/admin/login" className="font-medium">
              Sign in
            </TextLink>
          </p>
        )}
      </main>
    </div>
  );
}
