export { ResourcePoolsPage } from './components/resource-pools-page';
export { adminInfrastructureQueries } from './admin-infrastructure.queries';
export { poolsSearchSchema } from './admin-infrastructure.schemas';
