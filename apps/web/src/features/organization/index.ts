export { OrganizationPage } from './components/organization-page';
export { organizationQueries } from './organization.queries';
