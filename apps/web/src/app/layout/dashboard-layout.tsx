import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

import { PaletteLauncher } from '~/app/command-palette';
import { UnsavedChangesPrompt } from '~/components/form/unsaved-changes-prompt';
import { SessionGuardian, SignOutButton } from '~/features/session';
import { visibleMenu } from '~/lib/access/access';
import { sessionQueries } from '~/lib/session/session';
import { currentStaffSignIn } from '~/lib/session/staff-sso';

import { AppFrame } from './app-frame';
import { ThemeMenu } from './theme-menu';

// The banner of a staff member's sign-in as the user: its code loads in such a session alone, asked for as this
// layout's code runs (beside the page's own chunks) when the session is one already (budget, decision 0010).
const loadBanner = () => import('~/features/staff').then((m) => ({ default: m.StaffSignInBanner }));
const bannerLoading = currentStaffSignIn() ? loadBanner() : undefined;
const StaffSignInBanner = lazy(() => bannerLoading ?? loadBanner());

const SECTIONS = [
  { id: 'main', title: null },
  { id: 'Services', title: 'Services' },
  { id: 'Support', title: 'Support' },
] as const;

export function DashboardLayout() {
  const { data: privileges } = useSuspenseQuery(sessionQueries.privileges());
  // Read on each render, not once: a tab that showed the console before may be signed in as a user later.
  const signedInByStaff = currentStaffSignIn() !== null;
  return (
    <AppFrame
      brand="Console"
      nav={{ label: 'Main', sections: SECTIONS, entries: visibleMenu(privileges) }}
      banner={
        signedInByStaff && (
          <Suspense fallback={null}>
            <StaffSignInBanner />
          </Suspense>
        )
      }
      headerStart={<PaletteLauncher area="console" />}
      headerEnd={
        <>
          <CurrentUser />
          <ThemeMenu />
          <SignOutButton />
        </>
      }
    >
      <SessionGuardian />
      <UnsavedChangesPrompt />
    </AppFrame>
  );
}

function CurrentUser() {
  const { data: me } = useQuery(sessionQueries.me());
  if (!me) return null;
  return (
    <Link to="/profile" className="hidden text-sm font-medium hover:underline sm:block">
      {me.first_name} {me.last_name}
    </Link>
  );
}
