import { Menu, MoreIcon } from '@console/ui';

/** A row's actions menu with Edit and Delete, each only when the staff member may (a handler is given). */
export function EditDeleteMenu({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  return (
    <Menu
      label={<MoreIcon />}
      aria-label={`Actions for ${name}`}
      size="sm"
      items={[
        ...(onEdit ? [{ label: 'Edit', onSelect: onEdit }] : []),
        ...(onEdit && onDelete ? (['separator'] as const) : []),
        ...(onDelete ? [{ label: 'Delete', danger: true, onSelect: onDelete }] : []),
      ]}
    />
  );
}
