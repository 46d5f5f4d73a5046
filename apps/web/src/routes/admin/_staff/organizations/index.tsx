import { createFileRoute } from '@tanstack/react-router';
import {
  OrganizationsPage,
  adminOrganizationQueries,
  organizationsSearchSchema,
} from '~/features/admin-organizations';
import { requireStaffAccess } from '~/lib/staff-access';

export const Route = createFileRoute('/admin/_staff/organizations/')({
  validateSearch: organizationsSearchSchema,
  loaderDeps: ({ search }) => search,
  beforeLoad: requireStaffAccess('organizations'),
  loader: ({ context: { queryClient }, deps }) =>
    void queryClient.prefetchQuery(adminOrganizationQueries.list(deps)),
  component: OrganizationsPage,
});
