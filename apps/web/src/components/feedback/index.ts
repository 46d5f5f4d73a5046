export { FullPageSpinner } from './full-page-spinner';
export {
  NotFoundPage,
  UnauthorizedPage,
  ErrorPage,
  StaffNotFoundPage,
  StaffUnauthorizedPage,
} from './status-pages';
export { RoutePending } from './route-pending';
export { RouteError } from './route-states';
export { RefetchNotice } from './refetch-notice';
