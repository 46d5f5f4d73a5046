export { FullPageSpinner } from './full-page-spinner';
export { ErrorPage, NotFoundPage } from './status-pages';
export { StaffNotFoundPage, StaffUnauthorizedPage, UnauthorizedPage } from './refusal-pages';
export { RoutePending } from './route-pending';
