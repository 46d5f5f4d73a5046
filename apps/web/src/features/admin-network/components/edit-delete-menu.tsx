import { Menu, MoreIcon } from '@console/ui';

/**
 * A table's row actions: a menu with Edit and Delete, each only when its handler is given (the staff member
 * may); undefined, so the table has no actions column, when neither is.
 */
export function editDeleteActions<Row>({
  nameOf,
  onEdit,
  onDelete,
}: {
  nameOf: (row: Row) => string;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
}) {
  if (!onEdit && !onDelete) return undefined;
  return (row: Row) => (
    <Menu
      label={<MoreIcon />}
      aria-label={`Actions for ${nameOf(row)}`}
      size="sm"
      items={[
        ...(onEdit ? [{ label: 'Edit', onSelect: () => onEdit(row) }] : []),
        ...(onEdit && onDelete ? (['separator'] as const) : []),
        ...(onDelete ? [{ label: 'Delete', danger: true, onSelect: () => onDelete(row) }] : []),
      ]}
    />
  );
}
