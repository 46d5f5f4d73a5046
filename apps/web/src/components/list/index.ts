export { StatusBadge } from './status-badge';
export { ListSearchBox } from './list-search-box';
export { useListController } from './list-controller';
export { ListProvider } from './list-context';
export { ListEmpty } from './list-empty';
export { ListToolbar } from './list-toolbar';
export { confirmedBulkAction, deleteBulkAction, statusBulkActions, type BulkAction } from './bulk-actions';
export { ListTable, ScrollTable, TableCard } from './list-table';
export { ButtonLink, EditDeleteButtons, EditDeleteMenu, editDeleteActions, dateColumn } from './list-parts';
export { RowLink } from './row-link';
export {
  ListFilterSelects,
  activeOrSuspendedFilter,
  chipOnlyFilter,
  recordFilter,
  type ListFilter,
} from './list-filters';
