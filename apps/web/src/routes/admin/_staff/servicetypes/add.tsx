import { createFileRoute } from '@tanstack/react-router';

import { AddServiceTypePage } from '~/features/admin-service-types';
import { requireStaffAccess } from '~/lib/access/guards';

export const Route = createFileRoute('/admin/_staff/servicetypes/add')({
  beforeLoad: requireStaffAccess('serviceTypes.add'),
  component: AddServiceTypePage,
});
