import { Badge } from '@console/ui';

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
          Console <Badge tone="info">Staff</Badge>
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
