import { createFileRoute } from '@tanstack/react-router';
import { VpnGatewaysPage, adminNetworkQueries, gatewaysSearchSchema } from '~/features/admin-network';
import { prefetchQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';

export const Route = createFileRoute('/admin/_staff/vpngateways')({
  validateSearch: gatewaysSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('vpnGateways'),
  loader: (ctx) => prefetchQueries(ctx, adminNetworkQueries.gateways(ctx.deps)),
  component: VpnGatewaysPage,
});
