import { PaletteLauncher } from '~/app/command-palette';
import { UnsavedChangesPrompt } from '~/components/form';
import { StaffSessionGuardian, StaffSignOutButton } from '~/features/staff';
import { STAFF_SECTIONS, visibleStaffMenu } from '~/lib/access/staff-access';
import { useStaffAccess } from '~/lib/access/use-staff-access';

import { AppFrame } from './app-frame';
import { ThemeMenu } from './theme-menu';

const SECTIONS = STAFF_SECTIONS.map((section) => ({ id: section, title: section }));

/** The staff area's shell: its own sidebar (from the staff access table), who is signed in, sign-out. */
export function StaffLayout() {
  const { me } = useStaffAccess();
  return (
    <AppFrame
      brand={
        <>
          Console{' '}
          {/* The area's name beside the brand: plain classes, so the staff shell does not load the lists' kit
              chunk that holds the kit's Badge (budget, decision 0010). */}
          <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium ring-1 ring-primary/40 ring-inset">
            Staff
          </span>
        </>
      }
      nav={{ label: 'Staff', sections: SECTIONS, entries: visibleStaffMenu(me.role_name) }}
      headerStart={<PaletteLauncher area="staff" />}
      headerEnd={
        <>
          <p className="hidden text-sm sm:block" data-testid="staff-member">
            <span className="font-medium">
              {me.first_name} {me.last_name}
            </span>{' '}
            <span className="text-fg-muted">· {me.role_name}</span>
          </p>
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
