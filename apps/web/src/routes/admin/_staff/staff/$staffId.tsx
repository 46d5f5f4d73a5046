// generated-placeholder: the staff screens are not part of this build's issues yet.
import { createFileRoute } from '@tanstack/react-router';
import { StaffPlaceholder } from '~/features/staff';

export const Route = createFileRoute('/admin/_staff/staff/$staffId')({
  component: () => <StaffPlaceholder title="Staff member" />,
});
