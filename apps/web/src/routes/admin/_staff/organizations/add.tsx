import { createFileRoute } from '@tanstack/react-router';

import { AddOrganizationPage } from '~/features/admin-organizations';
import { requireStaffAccess } from '~/lib/access/guards';

export const Route = createFileRoute('/admin/_staff/organizations/add')({
  beforeLoad: requireStaffAccess('organizations.add'),
  component: AddOrganizationPage,
});
