export { StatusBadge } from './status-badge';
export { ListSearchBox } from './list-search-box';
export { ListToolbar, useListScreen } from './list-screen';
export type { ListScreen, Page } from './list-screen';
export { confirmedBulkAction, deleteBulkAction, statusBulkActions, type BulkAction } from './list-selection';
export { ListTable, TableCard } from './list-table';
export { type ListViewsControl, offersColumnChoice } from './list-views-tools';
export {
  ButtonLink,
  EditDeleteButtons,
  EditDeleteMenu,
  editDeleteActions,
  FilterSelect,
  RowLink,
  dateColumn,
} from './list-parts';
export {
  ListFilterSelects,
  activeOrSuspendedFilter,
  chipOnlyFilter,
  recordFilter,
  type ListFilter,
} from './list-filters';
