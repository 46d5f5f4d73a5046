// Pieces the list and details screens share beside ListToolbar and ListTable (a row's name links with
// row-link.tsx): the button-like "Add …" and "Edit" links, a row's Edit/Delete menu, a details page's Edit and Delete,
// a filter list box and the usual date column (docs/decisions/0011-domain-screen-pattern.md#decision).
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef, ReactNode } from 'react';

import {
  Button,
  buttonClassName,
  type Column,
  formatDate,
  FormField,
  Menu,
  type MenuAction,
  MoreIcon,
  Select,
} from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { listMessages } from './list.messages';

/** A link that looks like the primary button: a list's "Add …", a details page's "Edit". */
export const ButtonLink = createLink(function ButtonAnchor({
  className,
  ...props
}: ComponentPropsWithRef<'a'>) {
  return <a {...props} className={buttonClassName({ className })} />;
});

/** A row's actions: its own items around Edit, and Delete after a line. */
export function EditDeleteMenu({
  name,
  onEdit,
  onDelete,
  deleteBlocked,
  itemsBefore = [],
  itemsAfter = [],
}: {
  /** Names the menu's button: "Actions for <name>". */
  name: string;
  /** Without it, no Edit item (the person may not). */
  onEdit?: () => void;
  /** Without it, no Delete item. */
  onDelete?: () => void;
  /** Why this row cannot be deleted: Delete stays in the menu, disabled, and says why ("Delete (in use)"). */
  deleteBlocked?: string | null;
  /** The row's own items before Edit (e.g. View). */
  itemsBefore?: readonly MenuAction[];
  /** The row's own items after Edit (e.g. "Two-factor settings"). */
  itemsAfter?: readonly MenuAction[];
}) {
  const t = useMessages(listMessages);
  const above = [...itemsBefore, ...(onEdit ? [{ label: t('edit'), onSelect: onEdit }] : []), ...itemsAfter];
  const items = [
    ...above,
    ...(above.length > 0 && onDelete ? (['separator'] as const) : []),
    ...(onDelete
      ? [
          deleteBlocked
            ? {
                label: t('deleteBlocked', { reason: deleteBlocked }),
                danger: true,
                disabled: true,
                onSelect: onDelete,
              }
            : { label: t('delete'), danger: true, onSelect: onDelete },
        ]
      : []),
  ];
  if (items.length === 0) return null;
  return <Menu label={<MoreIcon />} aria-label={t('actionsFor', { name })} size="sm" items={items} />;
}

/**
 * A table's row actions as an `EditDeleteMenu` per row, each item only when its handler is given; undefined,
 * so the table has no actions column, when the screen offers none.
 */
export function editDeleteActions<Row>({
  nameOf,
  onEdit,
  onDelete,
  editable,
  deleteBlocked,
  itemsBefore,
  itemsAfter,
}: {
  nameOf: (row: Row) => string;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
  /** Rows without an Edit item although the person may edit (e.g. a predefined role). */
  editable?: (row: Row) => boolean;
  /** Why a row cannot be deleted, or null: its Delete is disabled and says why. */
  deleteBlocked?: (row: Row) => string | null;
  /** The row's own items before Edit (e.g. View). */
  itemsBefore?: (row: Row) => readonly MenuAction[];
  /** The row's own items after Edit (e.g. "Two-factor settings"). */
  itemsAfter?: (row: Row) => readonly MenuAction[];
}) {
  if (!onEdit && !onDelete && !itemsBefore && !itemsAfter) return undefined;
  return (row: Row) => (
    <EditDeleteMenu
      name={nameOf(row)}
      onEdit={onEdit && (editable?.(row) ?? true) ? () => onEdit(row) : undefined}
      onDelete={onDelete && (() => onDelete(row))}
      deleteBlocked={deleteBlocked?.(row)}
      itemsBefore={itemsBefore?.(row)}
      itemsAfter={itemsAfter?.(row)}
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
  const t = useMessages(listMessages);
  return (
    <div className="flex gap-2">
      {edit}
      {onDelete && (
        <Button variant="danger" onClick={onDelete}>
          {t('delete')}
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
  placeholder,
  onChange,
}: {
  label: string;
  className: string;
  options: ReadonlyArray<{ value: 'all' | Value; label: string }>;
  value: Value | undefined;
  /** Shown while `value` is none of the options yet (they are loading). */
  placeholder?: string | undefined;
  onChange: (value: Value | undefined) => void;
}) {
  return (
    <FormField label={label} className={className}>
      <Select
        options={options}
        value={value ?? 'all'}
        {...(placeholder === undefined ? {} : { placeholder })}
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
