export { DashboardLayout } from './components/dashboard-layout';
export { AppFrame } from './components/app-frame';
export { ThemeMenu } from './components/theme-menu';
export { PublicLayout } from './components/public-layout';
export { FullPageSpinner } from './components/full-page-spinner';
export { StatusBadge } from './components/status-badge';
export {
  NotFoundPage,
  UnauthorizedPage,
  ErrorPage,
  StaffNotFoundPage,
  StaffUnauthorizedPage,
} from './components/status-pages';
export { ListSearchBox } from './components/list-search-box';
export { crumbTrail } from './components/crumb-trail';
export { RoutePending } from './components/route-pending';
export { RouteError } from './components/route-states';
export { RefetchNotice } from './components/refetch-notice';
export { ListToolbar, useListScreen } from './components/list-screen';
export type { ListScreen, Page } from './components/list-screen';
export {
  confirmedBulkAction,
  deleteBulkAction,
  statusBulkActions,
  type BulkAction,
} from './components/list-selection';
export { ListTable, TableCard } from './components/list-table';
export { type ListViewsControl, offersColumnChoice } from './components/list-views-tools';
export { DialogForm, FormDialog } from './components/dialog-form';
export {
  ButtonLink,
  EditDeleteButtons,
  EditDeleteMenu,
  editDeleteActions,
  FilterSelect,
  RowLink,
  dateColumn,
} from './components/list-parts';
export {
  ListFilterSelects,
  activeOrSuspendedFilter,
  chipOnlyFilter,
  recordFilter,
  type ListFilter,
} from './components/list-filters';
export { TextLink } from './components/text-link';
export { FormActions, type FormActionsProps } from './components/form-actions';
export { RecordConflict } from './components/record-conflict';
export { DeleteRecordDialog } from './components/delete-record-dialog';
export { FreshRecord } from './components/fresh-record';
export { UnsavedChangesPrompt } from './components/unsaved-changes-prompt';
export { priceField, wholeNumberField } from './number-field';
export { useDeleteMutation } from './delete-mutation';
