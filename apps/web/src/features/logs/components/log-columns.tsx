// The columns the log screens share (the console's audit log, the staff's audit and developer logs).
import type { Column } from '@console/ui';

import { TextLink } from '~/components/navigation';

import { ActionCell, EntryTime } from './log-list-parts';

/** When an entry was written: sortable, to the second. */
export function whenColumn<T extends { created_at: string }>(header: string, className: string): Column<T> {
  return {
    id: 'created_at',
    header,
    sortable: true,
    className,
    cell: (l) => <EntryTime at={l.created_at} />,
    exportValue: (l) => l.created_at,
  };
}

/** An entry's action in words, with its code under it. */
export function actionColumn<T extends { action: string }>(label: (action: string) => string): Column<T> {
  return {
    id: 'action',
    header: 'Action',
    sortable: true,
    cell: (l) => <ActionCell label={label(l.action)} code={l.action} />,
    // The code, as a program filters on it; the words are the table's.
    exportValue: (l) => l.action,
  };
}

/** The column that links an entry to its details page. */
export function entryLinkColumn<T extends { id: number }>({
  id,
  header,
  className,
  to,
  text,
}: {
  id: string;
  header: string;
  className: string;
  to: '/logs/$logId' | '/admin/logs/$logId' | '/admin/devlogs/$logId';
  text: (entry: T) => string;
}): Column<T> {
  return {
    id,
    header,
    className,
    // On a phone's card the link heads the entry, not its time (docs/decisions/0042-lists-on-phones.md).
    card: 'title',
    cell: (l) => (
      <TextLink to={to} params={{ logId: l.id }}>
        {text(l)}
      </TextLink>
    ),
    exportValue: text,
    exportBefore: [{ id: 'id', header: 'Entry', value: (l) => l.id }],
  };
}

/** An audit log entry's description, linking to its details page. */
export function descriptionColumn<T extends { id: number; description: string }>(
  to: '/logs/$logId' | '/admin/logs/$logId',
): Column<T> {
  return entryLinkColumn({
    id: 'description',
    header: 'Description',
    className: 'max-w-96',
    to,
    text: (l) => l.description,
  });
}

/** Where a request came from: its IP address, or a dash. */
export function ipColumn<T extends { ip_address?: string | null }>(header: string): Column<T> {
  return { id: 'ip', header, cell: (l) => l.ip_address ?? '—', exportValue: (l) => l.ip_address ?? null };
}
