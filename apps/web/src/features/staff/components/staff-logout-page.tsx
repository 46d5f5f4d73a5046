import { Link } from '@tanstack/react-router';

import { buttonClassName } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { TextLink } from '~/components/navigation';
import { isStaffSignedIn } from '~/lib/session/staff-session';

import { staffMessages } from '../staff.messages';
import { StaffSignOutButton } from './staff-sign-out-button';

/**
 * /admin/logout asks before signing out: the route itself must not sign out, since opening or
 * preloading a link to it would.
 */
export function StaffLogoutPage() {
  const t = useMessages(staffMessages);
  const signedIn = isStaffSignedIn();
  return (
    <div className="grid min-h-screen place-items-center bg-canvas p-4">
      <main id="main" className="w-full max-w-sm space-y-5 rounded-xl border border-border bg-surface p-8">
        <h1 className="text-xl font-semibold">{t('signOutTitle')}</h1>
        {signedIn ? (
          <>
            <p className="text-sm text-fg-muted">{t('signOutText')}</p>
            <div className="flex gap-3">
              <StaffSignOutButton />
              <Link to="/admin/dashboard" className={buttonClassName({ variant: 'ghost' })}>
                {t('staySignedIn')}
              </Link>
            </div>
          </>
        ) : (
          <p className="text-sm">
            {t('signedOut')}{' '}
            <TextLink to="/admin/login" className="font-medium">
              {t('signIn')}
            </TextLink>
          </p>
        )}
      </main>
    </div>
  );
}
