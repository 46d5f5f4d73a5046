import { createFileRoute } from '@tanstack/react-router';
import { InfraNetworksPage, adminNetworkQueries, infraSearchSchema } from '~/features/admin-network';
import { loadQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/guards';

export const Route = createFileRoute('/admin/_staff/infra/vpn_gateways')({
  validateSearch: infraSearchSchema,
  loaderDeps: ({ search }) => ({ gateway: search.gateway }),
  beforeLoad: requireStaffAccess('networks'),
  loader: (ctx) =>
    loadQueries(ctx, adminNetworkQueries.allGateways(), adminNetworkQueries.networks(ctx.deps.gateway)),
  component: InfraNetworksPage,
});
