import { useMessages } from '@console/ui/i18n';

import { PaletteLauncher } from '~/app/command-palette';
import { UnsavedChangesPrompt } from '~/components/form';
import { StaffSessionGuardian, StaffSignOutButton } from '~/features/staff';
import { STAFF_SECTIONS, type StaffSection, visibleStaffMenu } from '~/lib/access/staff-access';
import { staffMenuMessages } from '~/lib/access/staff-menu.messages';
import { useStaffAccess } from '~/lib/access/use-staff-access';

import { AppFrame } from './app-frame';
import { LanguageMenu } from './language-menu';
import { layoutMessages } from './layout.messages';
import { PRODUCT_NAME } from './names';
import { ThemeMenu } from './theme-menu';

/** The key of each staff sidebar section's title. */
const SECTION_TITLES = {
  Overview: 'sectionOverview',
  Customers: 'sectionCustomers',
  Services: 'sectionServices',
  Infrastructure: 'sectionInfrastructure',
  Operations: 'sectionOperations',
  Staff: 'sectionStaff',
} as const satisfies Record<StaffSection, keyof typeof staffMenuMessages.source>;

/** The staff area's shell: its own sidebar (from the staff access table), who is signed in, sign-out. */
export function StaffLayout() {
  const t = useMessages(layoutMessages);
  const menu = useMessages(staffMenuMessages);
  const { me } = useStaffAccess();
  return (
    <AppFrame
      brand={
        <>
          {PRODUCT_NAME}{' '}
          {/* The area's name beside the brand: plain classes, so the staff shell does not load the lists' kit
              chunk that holds the kit's Badge (budget, decision 0010). */}
          <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium ring-1 ring-primary/40 ring-inset">
            {t('staffBadge')}
          </span>
        </>
      }
      nav={{
        label: t('staffNavigation'),
        id: 'staff-sidebar-nav',
        sections: STAFF_SECTIONS.map((id) => ({ id, title: menu(SECTION_TITLES[id]) })),
        entries: visibleStaffMenu(me.role_name).map((entry) => ({ ...entry, label: menu(entry.label) })),
      }}
      headerStart={<PaletteLauncher area="staff" />}
      headerEnd={
        <>
          <p className="hidden text-sm sm:block" data-testid="staff-member">
            <span className="font-medium">
              {me.first_name} {me.last_name}
            </span>{' '}
            <span className="text-fg-muted">· {me.role_name}</span>
          </p>
          <LanguageMenu audience="staff" />
          <ThemeMenu />
          <StaffSignOutButton />
        </>
      }
    >
      <StaffSessionGuardian />
      <UnsavedChangesPrompt />
    </AppFrame>
  );
}
