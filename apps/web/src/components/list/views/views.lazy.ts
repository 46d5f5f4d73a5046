// A list's column and saved-view dialogs, loaded by the list layer when a person first opens one, so
// no list pays for them up front (docs/decisions/0033-saved-views-and-columns.md).
export { ColumnsDialog, type ColumnsDialogProps } from './columns-dialog';
export { ViewDialogs, type ViewDialogsProps } from './view-dialogs';
export { ListViewsTools } from './views-tools';
export { ListViewStatus } from './view-status';
