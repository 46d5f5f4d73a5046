import { createFileRoute } from '@tanstack/react-router';

import { AdminDashboardPage, adminDashboardQueries } from '~/features/admin-dashboard';
import { requireStaffAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/admin/_staff/dashboard')({
  beforeLoad: requireStaffAccess('dashboard'),
  loader: (ctx) => loadQueries(ctx, adminDashboardQueries.summary()),
  component: AdminDashboardPage,
});
