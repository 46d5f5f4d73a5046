import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardPage, adminDashboardQueries } from '~/features/admin-dashboard';
import { requireStaffAccess } from '~/lib/staff-access';

export const Route = createFileRoute('/admin/_staff/dashboard')({
  beforeLoad: requireStaffAccess('dashboard'),
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(adminDashboardQueries.summary()),
  component: AdminDashboardPage,
});
