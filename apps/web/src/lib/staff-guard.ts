import { redirect } from '@tanstack/react-router';
import type { StaffAccessKey } from './staff-access';

/**
 * A staff route's `beforeLoad`: a staff member whose role may not goes to the staff area's /admin/unauthorized. The access table is
 * loaded by the first staff guard that runs, not with the route tree every page loads (decision 0010).
 */
export function requireStaffAccess(key: StaffAccessKey) {
  return async ({ context }: { context: { staffRole: string } }) => {
    const { canStaffAccess } = await import('./staff-access');
    if (!canStaffAccess(context.staffRole, key)) throw redirect({ to: '/admin/unauthorized', replace: true });
  };
}
