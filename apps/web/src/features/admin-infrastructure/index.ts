export { ResourcePoolsPage } from './components/resource-pools-page';
export { LocationsPage } from './components/locations-page';
export { LocationDetailPage } from './components/location-detail-page';
export { AddLocationPage, EditLocationPage } from './components/location-form-page';
export { adminInfrastructureQueries } from './admin-infrastructure.queries';
