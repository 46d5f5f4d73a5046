// Pieces every log screen shares (the console's audit log, the staff's audit and developer logs).
import type { ReactNode } from 'react';

import type { Schemas } from '@console/sdk';
import { Button, EmptyState, formatDate, formatRelative, FormField, Select, TextInput } from '@console/ui';

import { TextLink } from '~/components/navigation';
import { useAccess } from '~/lib/access/use-access';

export { isBackwardsRange } from '../day-range';

/** A day range filter: From and To, each a calendar day in the URL (a backwards range is said by the list). */
export function DayRangeFilter({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (patch: { date_from?: string; date_to?: string }) => unknown;
}) {
  return (
    <>
      <FormField label="From" className="w-40">
        <TextInput
          type="date"
          value={from ?? ''}
          max={to}
          onChange={(event) => void onChange({ date_from: event.target.value || undefined })}
        />
      </FormField>
      <FormField label="To" className="w-40">
        <TextInput
          type="date"
          value={to ?? ''}
          min={from}
          onChange={(event) => void onChange({ date_to: event.target.value || undefined })}
        />
      </FormField>
    </>
  );
}

/** The Action filter: the log's actions in words, after "Any action". */
export function ActionFilter({
  actions,
  value,
  onChange,
}: {
  actions: ReadonlyArray<{ value: string; label: string }>;
  value: string | undefined;
  onChange: (patch: { action: string | undefined }) => unknown;
}) {
  return (
    <FormField label="Action" className="w-56">
      <Select
        options={[{ value: '', label: 'Any action' }, ...actions]}
        value={value ?? ''}
        onChange={(picked: string) => void onChange({ action: picked || undefined })}
      />
    </FormField>
  );
}

/** What a log's list shows for a backwards day range instead of asking the server, with the way out. */
export function BackwardsRange({ onSwap }: { onSwap: () => unknown }) {
  return (
    <EmptyState
      title="The date range is backwards"
      description="From is after To, so no entry can match. Swap the dates, or change one of them."
      action={
        <Button variant="secondary" onClick={() => void onSwap()}>
          Swap the dates
        </Button>
      }
    />
  );
}

/** The empty state of a log whose filters match nothing, with the way back to every entry. */
export function NoMatchingEntries({ hint, onClear }: { hint: string; onClear: () => unknown }) {
  return (
    <EmptyState
      title="No entries match these filters"
      description={hint}
      action={
        <Button variant="secondary" onClick={() => void onClear()}>
          Show all entries
        </Button>
      }
    />
  );
}

/** When an entry was written: the instant to the second, relative time on hover. */
export function EntryTime({ at }: { at: string }) {
  return (
    <time dateTime={at} title={formatRelative(at)}>
      {formatDate(at, { time: 'seconds' })}
    </time>
  );
}

/** When an entry was written, on its details page: the instant and how long ago. */
export function EntryTimeInFull({ at }: { at: string }) {
  return (
    <>
      <time dateTime={at}>{formatDate(at, { time: 'seconds' })}</time>{' '}
      <span className="text-fg-muted">({formatRelative(at)})</span>
    </>
  );
}

/** An entry's action in a list: in words, with its code under it. */
export function ActionCell({ label, code }: { label: string; code: string }) {
  return (
    <span className="flex flex-col">
      <span>{label}</span>
      <code className="text-xs text-fg-muted">{code}</code>
    </span>
  );
}

// What an audit entry is about (its `target`): named as it was when the entry was written, and linked to the
// record's page where the viewer may open it and the record still exists (docs/product-rules.md#what-an-entry-is-about).
// Here, beside the other pieces of the log screens, so that it loads in their chunk and not in one of its own.

export type AuditTarget = Schemas['AuditTarget'];

/** A link inside a sentence is underlined: its colour alone would not tell it from the words around it. */
export const IN_TEXT = 'underline underline-offset-2';

/** The link to a target's page for this viewer, or null when there is none to follow. */
export type TargetLink = (target: AuditTarget) => ReactNode | null;

/** "user #20" while the name is unknown. */
export const targetName = (target: AuditTarget) => target.name ?? `${targetKind(target)} #${target.id}`;

const targetKind = (target: AuditTarget) => target.type.replace(/_/g, ' ');

/**
 * An entry's sentence with its target's name linked ("Henry Dawson updated <Karen Rossi>"): the name's last
 * place in the sentence (the actor may bear the same name), or after the sentence when the server's words
 * leave it out.
 */
export function EntryDescription({
  description,
  target,
  link,
}: {
  description: string;
  target: AuditTarget | null | undefined;
  link: TargetLink;
}) {
  const linked = target ? link(target) : null;
  if (!target || linked === null) return <>{description}</>;
  const name = targetName(target);
  const at = description.lastIndexOf(name);
  if (at < 0)
    return (
      <>
        {description} ({linked})
      </>
    );
  return (
    <>
      {description.slice(0, at)}
      {linked}
      {description.slice(at + name.length)}
    </>
  );
}

/** The Target fact of an entry's page: its name (linked where it may be opened), kind and id, and if it is gone. */
export function TargetFact({ target, link }: { target: AuditTarget | null | undefined; link: TargetLink }) {
  if (!target) return <>None</>;
  return (
    <>
      {link(target) ?? targetName(target)}{' '}
      <span className="font-normal text-fg-muted">
        ({targetKind(target)} #{target.id}
        {target.exists ? '' : ', since deleted'})
      </span>
    </>
  );
}

/** The console's pages of a target, for whoever may open them (the access table); other kinds are not linked. */
export function useConsoleTargetLink(): TargetLink {
  const { can } = useAccess();
  return (target) => {
    if (!target.exists) return null;
    const name = targetName(target);
    const id = target.id;
    switch (target.type) {
      case 'user':
        return can('users.edit') ? (
          <TextLink className={IN_TEXT} to="/users/$userId" params={{ userId: id }}>
            {name}
          </TextLink>
        ) : null;
      case 'role':
        return can('roles.edit') ? (
          <TextLink className={IN_TEXT} to="/roles/$roleId" params={{ roleId: id }}>
            {name}
          </TextLink>
        ) : null;
      case 'alias':
        return can('aliases') ? (
          <TextLink className={IN_TEXT} to="/services/alias/$aliasId" params={{ aliasId: id }}>
            {name}
          </TextLink>
        ) : null;
      case 'ticket':
        return can('tickets') ? (
          <TextLink className={IN_TEXT} to="/tickets/$ticketId" params={{ ticketId: id }}>
            {name}
          </TextLink>
        ) : null;
      case 'organization':
        return can('organization') ? (
          <TextLink className={IN_TEXT} to="/organization">
            {name}
          </TextLink>
        ) : null;
      default:
        return null;
    }
  };
}
