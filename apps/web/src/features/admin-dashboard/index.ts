export { AdminDashboardPage } from './components/admin-dashboard-page';
export { adminDashboardQueries } from './admin-dashboard.queries';
