import { createFileRoute } from '@tanstack/react-router';
import { StaffMemberPage, adminStaffQueries } from '~/features/admin-staff';
import { idParam } from '~/lib/route-params';
import { requireStaffAccess } from '~/lib/staff-access';

export const Route = createFileRoute('/admin/_staff/staff/$staffId')({
  params: idParam('staffId'),
  beforeLoad: requireStaffAccess('staff'),
  loader: ({ context: { queryClient }, params }) =>
    void queryClient.prefetchQuery(adminStaffQueries.detail(params.staffId)),
  component: StaffMemberPage,
});
