// Pieces the list and details screens share beside ListToolbar and ListTable: the link of a row's name,
// the button-like "Add …" and "Edit" links, a row's Edit/Delete menu, a details page's Edit and Delete,
// a filter list box and the usual date column (docs/decisions/0011-domain-screen-pattern.md#decision).
import {
  Button,
  FormField,
  Menu,
  MoreIcon,
  Select,
  buttonClassName,
  formatDate,
  type Column,
} from '@console/ui';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { textLinkClass } from './text-link';

/** A row's name in a list, linking to its page: a `TextLink` in medium weight. */
export const RowLink = createLink(function RowAnchor({ className, ...props }: ComponentPropsWithRef<'a'>) {
  const own = `${textLinkClass} font-medium`;
  return <a {...props} className={className ? `${own} ${className}` : own} />;
});

/** A link that looks like the primary button: a list's "Add …", a details page's "Edit". */
export const ButtonLink = createLink(function ButtonAnchor({
  className,
  ...props
}: ComponentPropsWithRef<'a'>) {
  return <a {...props} className={buttonClassName({ className })} />;
});

/** A row's actions: Edit, and Delete after a line. */
export function EditDeleteMenu({
  name,
  onEdit,
  onDelete,
}: {
  /** Names the menu's button: "Actions for <name>". */
  name: string;
  /** Without it, no Edit item (the person may not). */
  onEdit?: () => void;
  /** Without it, no Delete item. */
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

/**
 * A table's row actions as an `EditDeleteMenu` per row, each item only when its handler is given; undefined,
 * so the table has no actions column, when neither is.
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
    <EditDeleteMenu
      name={nameOf(row)}
      onEdit={onEdit && (() => onEdit(row))}
      onDelete={onDelete && (() => onDelete(row))}
    />
  );
}

/** A details page's header actions: its Edit link (a ButtonLink), then Delete (without `onDelete`, none). */
export function EditDeleteButtons({
  edit,
  onDelete,
}: {
  edit: ReactNode;
  onDelete: (() => void) | undefined;
}) {
  return (
    <div className="flex gap-2">
      {edit}
      {onDelete && (
        <Button variant="danger" onClick={onDelete}>
          Delete
        </Button>
      )}
    </div>
  );
}

/**
 * A list box among a list's filters. Its first option, valued 'all', is no filter: it stands for (and
 * sets) `undefined` in the URL's search.
 */
export function FilterSelect<Value extends string>({
  label,
  className,
  options,
  value,
  onChange,
}: {
  label: string;
  className: string;
  options: ReadonlyArray<{ value: 'all' | Value; label: string }>;
  value: Value | undefined;
  onChange: (value: Value | undefined) => void;
}) {
  return (
    <FormField label={label} className={className}>
      <Select
        options={options}
        value={value ?? 'all'}
        onChange={(picked: 'all' | Value) => onChange(picked === 'all' ? undefined : picked)}
      />
    </FormField>
  );
}

/** A sortable column of a calendar date (when a row was created, changed, …). */
export function dateColumn<T>(id: string, header: string, dateOf: (row: T) => string): Column<T> {
  return {
    id,
    header,
    sortable: true,
    cell: (row) => <time dateTime={dateOf(row)}>{formatDate(dateOf(row))}</time>,
    exportValue: dateOf,
  };
}
