import { createFileRoute } from '@tanstack/react-router';
import { OrganizationDetailPage, adminOrganizationsQueries } from '~/features/admin-organizations';
import { idParam } from '~/lib/route-params';
import { loadQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/guards';

export const Route = createFileRoute('/admin/_staff/organizations/$orgId/')({
  params: idParam('orgId'),
  beforeLoad: requireStaffAccess('organizations'),
  loader: (ctx) => loadQueries(ctx, adminOrganizationsQueries.detail(ctx.params.orgId)),
  component: OrganizationDetailPage,
});
