import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

import { PaletteLauncher } from '~/app/command-palette';
import { UnsavedChangesPrompt } from '~/components/form/unsaved-changes-prompt';
import { SessionGuardian, SignOutButton } from '~/features/session';
import { EndStaffSignInButton, StaffSignInBanner } from '~/features/staff';
import { visibleMenu } from '~/lib/access/access';
import { sessionQueries } from '~/lib/session/session';

import { AppFrame } from './app-frame';
import { ThemeMenu } from './theme-menu';

const SECTIONS = [
  { id: 'main', title: null },
  { id: 'Services', title: 'Services' },
  { id: 'Support', title: 'Support' },
] as const;

export function DashboardLayout() {
  const { data: privileges } = useSuspenseQuery(sessionQueries.privileges());
  return (
    <AppFrame
      brand="Console"
      nav={{ label: 'Main', sections: SECTIONS, entries: visibleMenu(privileges) }}
      banner={<StaffSignInBanner />}
      headerStart={<PaletteLauncher area="console" />}
      headerEnd={
        <>
          <CurrentUser />
          <ThemeMenu />
          <EndStaffSignInButton fallback={<SignOutButton />} />
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
