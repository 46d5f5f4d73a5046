import { createFileRoute } from '@tanstack/react-router';

import { AdminAliasPage, adminServicesQueries } from '~/features/admin-services';
import { requireStaffAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';
import { idParams } from '~/lib/routing/route-params';

export const Route = createFileRoute('/admin/_staff/organizations/$orgId/alias/$aliasId/')({
  params: idParams('orgId', 'aliasId'),
  beforeLoad: requireStaffAccess('aliases'),
  loader: (ctx) => loadQueries(ctx, adminServicesQueries.alias(ctx.params.orgId, ctx.params.aliasId)),
  component: AdminAliasPage,
});
