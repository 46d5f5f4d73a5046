import { createFileRoute } from '@tanstack/react-router';

import { StaffLogoutPage } from '~/features/staff';
import { withQueryClient } from '~/lib/query/query-client';

// Staff logout asks first: signing out in `beforeLoad` would run on a hover preload of any link here.
export const Route = createFileRoute('/admin/logout')({
  beforeLoad: withQueryClient,
  component: StaffLogoutPage,
});
