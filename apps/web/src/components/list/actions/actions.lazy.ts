// The list tools' code that runs on first use (bulk actions, export), loaded by the list layer when a
// person first uses one, so no list pays for it up front (docs/decisions/0028-list-power.md).
export { BULK_CONCURRENCY, collectPages, runBulk, type BulkFailure, type BulkOutcome } from './bulk-run';
export { BulkPanel, type BulkPanelProps } from './bulk-panel';
export { ExportDialog, type ExportDialogProps } from './export-dialog';
export { exportFileName, exportList, type ExportColumn, type ExportFormat } from './export-list';
