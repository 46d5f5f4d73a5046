import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

import { useMessages } from '@console/ui/i18n';

import { PaletteLauncher } from '~/app/command-palette';
import { UnsavedChangesPrompt } from '~/components/form/unsaved-changes-prompt';
import { SessionGuardian, SignOutButton } from '~/features/session';
import { visibleMenu } from '~/lib/access/access';
import { consoleMenuMessages } from '~/lib/access/console-menu.messages';
import { sessionQueries } from '~/lib/session/session';
import { currentStaffSignIn } from '~/lib/session/staff-sso';

import { AppFrame } from './app-frame';
import { LanguageMenu } from './language-menu';
import { layoutMessages } from './layout.messages';
import { PRODUCT_NAME } from './names';
import { ThemeMenu } from './theme-menu';

// The banner of a staff member's sign-in as the user: its code loads in such a session alone, asked for as this
// layout's code runs (beside the page's own chunks) when the session is one already (budget, decision 0010).
const loadBanner = () => import('~/features/staff').then((m) => ({ default: m.StaffSignInBanner }));
const bannerLoading = currentStaffSignIn() ? loadBanner() : undefined;
const StaffSignInBanner = lazy(() => bannerLoading ?? loadBanner());

export function DashboardLayout() {
  const t = useMessages(layoutMessages);
  const menu = useMessages(consoleMenuMessages);
  const sections = [
    { id: 'main', title: null },
    { id: 'Services', title: t('sectionServices') },
    { id: 'Support', title: t('sectionSupport') },
  ];
  const { data: privileges } = useSuspenseQuery(sessionQueries.privileges());
  // Read on each render, not once: a tab that showed the console before may be signed in as a user later.
  const signedInByStaff = currentStaffSignIn() !== null;
  return (
    <AppFrame
      brand={PRODUCT_NAME}
      nav={{
        label: t('mainNavigation'),
        id: 'main-sidebar-nav',
        sections,
        entries: visibleMenu(privileges).map((entry) => ({ ...entry, label: menu(entry.label) })),
      }}
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
          <LanguageMenu audience="user" />
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
