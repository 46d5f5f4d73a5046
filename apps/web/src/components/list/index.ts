export { StatusBadge } from './status-badge';
export { ListSearchBox } from './list-search-box';
export { useListController, type ListController } from './list-controller';
export { ListProvider } from './list-context';
export { ListEmpty } from './list-empty';
export { ListToolbar } from './list-toolbar';
export type { ListNoun, Page } from './list-screen-options';
export { confirmedBulkAction, deleteBulkAction, statusBulkActions, type BulkAction } from './bulk-actions';
export { ListTable, ScrollTable, TableCard } from './list-table';
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
