import { createFileRoute } from '@tanstack/react-router';

import { adminSettingsQueries, SettingsPage } from '~/features/admin-settings';
import { requireStaffAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/admin/_staff/settings')({
  beforeLoad: requireStaffAccess('settings'),
  loader: (ctx) => loadQueries(ctx, adminSettingsQueries.settings()),
  component: SettingsPage,
});
