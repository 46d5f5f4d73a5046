import { createFileRoute } from '@tanstack/react-router';

import { adminNetworkQueries, gatewaysSearchSchema, VpnGatewaysPage } from '~/features/admin-network';
import { requireStaffAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';
import { prefetchQueries } from '~/lib/route-loading';

export const Route = createFileRoute('/admin/_staff/vpngateways')({
  validateSearch: gatewaysSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('vpnGateways'),
  loader: (ctx) => prefetchQueries(ctx, adminNetworkQueries.gateways(ctx.deps)),
  component: VpnGatewaysPage,
});
