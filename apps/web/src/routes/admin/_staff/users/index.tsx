import { createFileRoute } from '@tanstack/react-router';
import { AdminUsersPage, adminUserQueries, adminUsersSearchSchema } from '~/features/admin-users';
import { requireStaffAccess } from '~/lib/staff-access';

export const Route = createFileRoute('/admin/_staff/users/')({
  validateSearch: adminUsersSearchSchema,
  loaderDeps: ({ search }) => search,
  beforeLoad: requireStaffAccess('users'),
  loader: ({ context: { queryClient }, deps }) =>
    void queryClient.prefetchQuery(adminUserQueries.list(0, deps)),
  component: () => <AdminUsersPage orgId={0} />,
});
