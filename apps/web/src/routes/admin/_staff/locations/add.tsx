import { createFileRoute } from '@tanstack/react-router';

import { AddLocationPage } from '~/features/admin-infrastructure';
import { requireStaffAccess } from '~/lib/access/guards';

export const Route = createFileRoute('/admin/_staff/locations/add')({
  beforeLoad: requireStaffAccess('locations.add'),
  component: AddLocationPage,
});
