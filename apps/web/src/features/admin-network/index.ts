export { VpnGatewaysPage } from './components/gateways-page';
export { InfraNetworksPage } from './components/infra-networks-page';
export { adminNetworkQueries } from './admin-network.queries';
