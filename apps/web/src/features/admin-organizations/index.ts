export { OrganizationsPage } from './components/organizations-page';
export { OrganizationDetailPage } from './components/organization-detail-page';
export { AddOrganizationPage, EditOrganizationPage } from './components/organization-form-page';
export { adminOrganizationsQueries } from './admin-organizations.queries';
export { Fact } from './components/facts';
export { RecentActivity } from './components/recent-activity';
