import { createFileRoute } from '@tanstack/react-router';

import { adminToolsQueries, DevToolsPage } from '~/features/admin-tools';
import { requireStaffAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/admin/_staff/devtools')({
  beforeLoad: requireStaffAccess('devtools'),
  loader: (ctx) => loadQueries(ctx, adminToolsQueries.diagnostics()),
  component: DevToolsPage,
});
