import { createFileRoute } from '@tanstack/react-router';
import { CachesPage, adminToolsQueries } from '~/features/admin-tools';
import { loadQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/guards';

export const Route = createFileRoute('/admin/_staff/cachemanagements')({
  beforeLoad: requireStaffAccess('caches'),
  loader: (ctx) => loadQueries(ctx, adminToolsQueries.caches()),
  component: CachesPage,
});
