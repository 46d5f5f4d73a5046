import { createFileRoute } from '@tanstack/react-router';
import { StaffListPage, adminStaffQueries, staffSearchSchema } from '~/features/admin-staff';
import { requireStaffAccess } from '~/lib/staff-access';

export const Route = createFileRoute('/admin/_staff/staff/')({
  validateSearch: staffSearchSchema,
  loaderDeps: ({ search }) => search,
  beforeLoad: requireStaffAccess('staff'),
  loader: ({ context: { queryClient }, deps }) =>
    void queryClient.prefetchQuery(adminStaffQueries.list(deps)),
  component: StaffListPage,
});
