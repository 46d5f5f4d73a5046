import { createFileRoute } from '@tanstack/react-router';
import { DevToolsPage, adminToolsQueries } from '~/features/admin-tools';
import { loadQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/guards';

export const Route = createFileRoute('/admin/_staff/devtools')({
  beforeLoad: requireStaffAccess('devtools'),
  loader: (ctx) => loadQueries(ctx, adminToolsQueries.diagnostics()),
  component: DevToolsPage,
});
