import { createFileRoute } from '@tanstack/react-router';

import { adminOrganizationsQueries, EditOrganizationPage } from '~/features/admin-organizations';
import { requireStaffAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';
import { idParam } from '~/lib/routing/route-params';

export const Route = createFileRoute('/admin/_staff/organizations/$orgId/edit')({
  params: idParam('orgId'),
  beforeLoad: requireStaffAccess('organizations.edit'),
  loader: (ctx) => loadQueries(ctx, adminOrganizationsQueries.detail(ctx.params.orgId)),
  component: EditOrganizationPage,
});
