import { createFileRoute } from '@tanstack/react-router';

import { adminNetworkQueries, InfraNetworksPage } from '~/features/admin-network';
import { infraSearchSchema } from '~/features/admin-network/admin-network.search';
import { requireStaffAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/admin/_staff/infra/vpn_gateways')({
  validateSearch: infraSearchSchema,
  loaderDeps: ({ search }) => ({ gateway: search.gateway }),
  beforeLoad: requireStaffAccess('networks'),
  loader: (ctx) =>
    loadQueries(ctx, adminNetworkQueries.allGateways(), adminNetworkQueries.networks(ctx.deps.gateway)),
  component: InfraNetworksPage,
});
