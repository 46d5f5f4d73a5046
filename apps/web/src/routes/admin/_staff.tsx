import { createFileRoute, redirect } from '@tanstack/react-router';

import { SessionExpiredError } from '@console/sdk';

import { StaffLayout } from '~/app/layout/staff-layout';
import { FullPageSpinner } from '~/components/feedback';
import { isStaffSignedIn, staffSessionQueries } from '~/lib/session/staff-session';

// The staff area's session guard: no staff token (a console user's token does not count) →
// /admin/login?redirect=<path>. The staff member (and so their role) is loaded before any child guard runs.
export const Route = createFileRoute('/admin/_staff')({
  beforeLoad: async ({ context, location }) => {
    const toLogin = () =>
      redirect({ to: '/admin/login', search: { redirect: location.href }, replace: true });
    if (!isStaffSignedIn()) throw toLogin();
    try {
      const queryClient = await context.loadQueryClient();
      const me = await queryClient.ensureQueryData(staffSessionQueries.me());
      return { queryClient, staffRole: me.role_name };
    } catch (error) {
      if (error instanceof SessionExpiredError) throw toLogin();
      throw error;
    }
  },
  pendingComponent: FullPageSpinner,
  component: StaffLayout,
});
