import { createFileRoute } from '@tanstack/react-router';
import { AdminUsersPage, adminUserQueries, adminUsersSearchSchema } from '~/features/admin-users';
import { idParam } from '~/lib/route-params';
import { requireStaffAccess } from '~/lib/staff-access';

export const Route = createFileRoute('/admin/_staff/users/orgs/$orgId')({
  params: idParam('orgId'),
  validateSearch: adminUsersSearchSchema,
  loaderDeps: ({ search }) => search,
  beforeLoad: requireStaffAccess('users'),
  loader: ({ context: { queryClient }, deps, params }) =>
    void queryClient.prefetchQuery(adminUserQueries.list(params.orgId, deps)),
  component: function OrgUsers() {
    const { orgId } = Route.useParams();
    return <AdminUsersPage orgId={orgId} />;
  },
});
