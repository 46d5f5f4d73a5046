import { createFileRoute } from '@tanstack/react-router';
import { EditOrganizationPage, adminOrganizationQueries } from '~/features/admin-organizations';
import { idParam } from '~/lib/route-params';
import { requireStaffAccess } from '~/lib/staff-access';

export const Route = createFileRoute('/admin/_staff/organizations/$orgId/edit')({
  params: idParam('orgId'),
  beforeLoad: requireStaffAccess('organizations.edit'),
  loader: ({ context: { queryClient }, params }) =>
    void queryClient.prefetchQuery(adminOrganizationQueries.detail(params.orgId)),
  component: EditOrganizationPage,
});
