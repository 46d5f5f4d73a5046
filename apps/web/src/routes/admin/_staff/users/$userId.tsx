import { createFileRoute } from '@tanstack/react-router';
import { AdminUserPage, adminUserQueries } from '~/features/admin-users';
import { idParam } from '~/lib/route-params';
import { requireStaffAccess } from '~/lib/staff-access';

export const Route = createFileRoute('/admin/_staff/users/$userId')({
  params: idParam('userId'),
  beforeLoad: requireStaffAccess('users'),
  loader: ({ context: { queryClient }, params }) =>
    void queryClient.prefetchQuery(adminUserQueries.detail(params.userId)),
  component: AdminUserPage,
});
