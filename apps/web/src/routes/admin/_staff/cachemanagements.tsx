import { createFileRoute } from '@tanstack/react-router';

import { adminToolsQueries, CachesPage } from '~/features/admin-tools';
import { requireStaffAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/admin/_staff/cachemanagements')({
  beforeLoad: requireStaffAccess('caches'),
  loader: (ctx) => loadQueries(ctx, adminToolsQueries.caches()),
  component: CachesPage,
});
