// The columns the log screens share (the console's audit log, the staff's audit and developer logs). Their
// headers are translated as the columns are built, while the screen renders: its LogListTable has the catalog
// loaded first (it suspends until it is), so they are in the tab's language.
import type { Column } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { TextLink } from '~/components/navigation';

import { logsMessages } from '../logs.messages';
import { ActionCell, type AuditTarget, EntryDescription, EntryTime, type TargetLink } from './log-list-parts';

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
    header: translate(logsMessages, 'action'),
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
    exportBefore: [entryIdField<T>()],
  };
}

/** When an audit entry was written, linking to its details page (its sentence links what it is about). */
export function entryWhenColumn<T extends { id: number; created_at: string }>(
  to: '/logs/$logId' | '/admin/logs/$logId',
  className: string,
): Column<T> {
  return {
    ...whenColumn<T>(translate(logsMessages, 'when'), className),
    cell: (l) => (
      <TextLink to={to} params={{ logId: l.id }}>
        <EntryTime at={l.created_at} />
      </TextLink>
    ),
    exportBefore: [entryIdField<T>()],
  };
}

/**
 * An audit entry's sentence, its target's name linked to the record where `link` gives one. The export has the
 * target's kind, id and name (as of the entry) in fields of their own (decision 0040).
 */
export function descriptionColumn<T extends { description: string; target?: AuditTarget | null }>(
  link: TargetLink,
): Column<T> {
  return {
    id: 'description',
    header: translate(logsMessages, 'descriptionColumn'),
    className: 'max-w-96',
    // On a phone's card the sentence heads the entry (docs/decisions/0042-lists-on-phones.md); its time opens it.
    card: 'title',
    cell: (l) => <EntryDescription description={l.description} target={l.target} link={link} />,
    exportValue: (l) => l.description,
    exportBefore: [
      {
        id: 'target_type',
        header: translate(logsMessages, 'targetType'),
        value: (l) => l.target?.type ?? null,
      },
      { id: 'target_id', header: translate(logsMessages, 'targetId'), value: (l) => l.target?.id ?? null },
      { id: 'target_name', header: translate(logsMessages, 'target'), value: (l) => l.target?.name ?? null },
    ],
  };
}

/** Where a request came from: its IP address, or a dash. */
export function ipColumn<T extends { ip_address?: string | null }>(header: string): Column<T> {
  return { id: 'ip', header, cell: (l) => l.ip_address ?? '—', exportValue: (l) => l.ip_address ?? null };
}

/** The export's field of an entry's number, before the column that links to it. */
const entryIdField = <T extends { id: number }>() => ({
  id: 'id',
  header: translate(logsMessages, 'entry'),
  value: (l: T) => l.id,
});
