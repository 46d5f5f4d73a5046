// Pieces every log screen shares (the console's audit log, the staff's audit and developer logs).
import type { ReactNode } from 'react';

import type { Schemas } from '@console/sdk';
import { Button, EmptyState, formatDate, formatRelative, FormField, Select, TextInput } from '@console/ui';
import { translate, useMessages } from '@console/ui/i18n';

import { TextLink } from '~/components/navigation';
import { useAccess } from '~/lib/access/use-access';

import { logsMessages } from '../logs.messages';

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
  const t = useMessages(logsMessages);
  return (
    <>
      <FormField label={t('from')} className="w-40">
        <TextInput
          type="date"
          value={from ?? ''}
          max={to}
          onChange={(event) => void onChange({ date_from: event.target.value || undefined })}
        />
      </FormField>
      <FormField label={t('to')} className="w-40">
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
  const t = useMessages(logsMessages);
  return (
    <FormField label={t('action')} className="w-56">
      <Select
        options={[{ value: '', label: t('anyAction') }, ...actions]}
        value={value ?? ''}
        onChange={(picked: string) => void onChange({ action: picked || undefined })}
      />
    </FormField>
  );
}

/** What a log's list shows for a backwards day range instead of asking the server, with the way out. */
export function BackwardsRange({ onSwap }: { onSwap: () => unknown }) {
  const t = useMessages(logsMessages);
  return (
    <EmptyState
      title={t('backwardsTitle')}
      description={t('backwardsText')}
      action={
        <Button variant="secondary" onClick={() => void onSwap()}>
          {t('swapDates')}
        </Button>
      }
    />
  );
}

/** The empty state of a log whose filters match nothing, with the way back to every entry. */
export function NoMatchingEntries({ hint, onClear }: { hint: string; onClear: () => unknown }) {
  const t = useMessages(logsMessages);
  return (
    <EmptyState
      title={t('noMatchTitle')}
      description={hint}
      action={
        <Button variant="secondary" onClick={() => void onClear()}>
          {t('showAllEntries')}
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

/** "user #20" while the name is unknown, in the tab's language now. */
export const targetName = (target: AuditTarget) =>
  target.name ?? translate(logsMessages, 'targetNumber', { kind: targetKind(target), id: String(target.id) });

/** The target's kind in words ("predefined role"); a kind the catalog lacks as its code, spaced. */
const targetKind = (target: AuditTarget) =>
  translate(logsMessages, 'targetKind', { type: target.type, kind: target.type.replace(/_/g, ' ') });

/** The target's name as the server's sentence has it (it writes English: "user #20" while the name is unknown). */
const serverName = (target: AuditTarget) => target.name ?? `${target.type.replace(/_/g, ' ')} #${target.id}`;

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
  const name = serverName(target);
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
  const t = useMessages(logsMessages);
  if (!target) return <>{t('none')}</>;
  const kindAndId = { kind: targetKind(target), id: String(target.id) };
  return (
    <>
      {link(target) ?? targetName(target)}{' '}
      <span className="font-normal text-fg-muted">
        {t(target.exists ? 'targetKindAndId' : 'targetKindAndIdDeleted', kindAndId)}
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
