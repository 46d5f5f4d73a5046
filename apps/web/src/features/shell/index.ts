export { DashboardLayout } from './components/dashboard-layout';
export { PublicLayout } from './components/public-layout';
export { FullPageSpinner } from './components/full-page-spinner';
export { StatusBadge } from './components/status-badge';
export { NotFoundPage, UnauthorizedPage, ErrorPage } from './components/status-pages';
export { ListSearchBox } from './components/list-search-box';
export { crumbTrail } from './components/crumb-trail';
export { NoSearchResults, pagedTableProps } from './components/paged-table';
