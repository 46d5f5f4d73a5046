// generated-placeholder: the staff screens are not part of this build's issues yet.
import { createFileRoute } from '@tanstack/react-router';
import { StaffPlaceholder } from '~/features/staff';
import { requireStaffAccess } from '~/lib/staff-access';

export const Route = createFileRoute('/admin/_staff/userroles/predefined/add')({
  beforeLoad: requireStaffAccess('predefinedRoles.add'),
  component: () => <StaffPlaceholder title="Add predefined role" />,
});
