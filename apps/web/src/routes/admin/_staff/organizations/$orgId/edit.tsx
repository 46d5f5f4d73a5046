import { createFileRoute } from '@tanstack/react-router';

import { adminOrganizationsQueries, EditOrganizationPage } from '~/features/admin-organizations';
import { requireStaffAccess } from '~/lib/guards';
import { loadQueries } from '~/lib/route-loading';
import { idParam } from '~/lib/route-params';

export const Route = createFileRoute('/admin/_staff/organizations/$orgId/edit')({
  params: idParam('orgId'),
  beforeLoad: requireStaffAccess('organizations.edit'),
  loader: (ctx) => loadQueries(ctx, adminOrganizationsQueries.detail(ctx.params.orgId)),
  component: EditOrganizationPage,
});
