export { AdminLogsPage } from './components/admin-logs-page';
export { AdminLogPage } from './components/admin-log-page';
export { OrganizationPicker, type OrganizationOption } from './components/organization-picker';
export { adminLogsQueries } from './admin-logs.queries';
