export { VpnGatewaysPage } from './components/gateways-page';
export { InfraNetworksPage } from './components/infra-networks-page';
export { adminNetworkQueries } from './admin-network.queries';
export { gatewaysSearchSchema, infraSearchSchema } from './admin-network.search';
