// Not built yet: the screen says so (StaffPlaceholder) until the VPN and SMS infrastructure screens land.
import { createFileRoute } from '@tanstack/react-router';
import { StaffPlaceholder } from '~/features/staff';

export const Route = createFileRoute('/admin/_staff/vpngateways')({
  component: () => <StaffPlaceholder title="VPN gateways" />,
});
