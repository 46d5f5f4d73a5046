import { createFileRoute } from '@tanstack/react-router';
import { CachesPage, toolQueries } from '~/features/admin-tools';
import { loadQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/staff-guard';

export const Route = createFileRoute('/admin/_staff/cachemanagements')({
  beforeLoad: requireStaffAccess('caches'),
  loader: (ctx) => loadQueries(ctx, toolQueries.caches()),
  component: CachesPage,
});
