import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage, adminSettingsQueries } from '~/features/admin-settings';
import { loadQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/guards';

export const Route = createFileRoute('/admin/_staff/settings')({
  beforeLoad: requireStaffAccess('settings'),
  loader: (ctx) => loadQueries(ctx, adminSettingsQueries.settings()),
  component: SettingsPage,
});
