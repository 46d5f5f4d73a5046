import { createFileRoute } from '@tanstack/react-router';

import { adminNetworkQueries, VpnGatewaysPage } from '~/features/admin-network';
import { gatewaysSearchSchema } from '~/features/admin-network/admin-network.search';
import { requireStaffAccess } from '~/lib/access/guards';
import { rowsSearchOf } from '~/lib/lists/list-search';
import { prefetchQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/admin/_staff/vpngateways')({
  validateSearch: gatewaysSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('vpnGateways'),
  loader: (ctx) => prefetchQueries(ctx, adminNetworkQueries.gateways(ctx.deps)),
  component: VpnGatewaysPage,
});
