export { DashboardPage } from './components/dashboard-page';
export { dashboardQueries } from './dashboard.queries';
