import { createFileRoute, redirect } from '@tanstack/react-router';
import { StaffLayout } from '~/features/staff';
import { staffTokens } from '~/lib/api';

// The private-route check of the staff area: no staff token → the staff login.
export const Route = createFileRoute('/admin/_staff')({
  beforeLoad: () => {
    if (staffTokens.getTokens() === null) throw redirect({ to: '/admin/login', replace: true });
  },
  component: StaffLayout,
});
