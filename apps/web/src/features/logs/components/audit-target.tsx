// What an audit entry is about (its `target`): named as it was when the entry was written, and linked to the
// record's page where the viewer may open it and the record still exists (docs/product-rules.md#what-an-entry-is-about).
import type { ReactNode } from 'react';

import type { Schemas } from '@console/sdk';

import { TextLink } from '~/components/navigation';
import { useAccess } from '~/lib/access/use-access';

export type AuditTarget = Schemas['AuditTarget'];

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
          <TextLink to="/users/$userId" params={{ userId: id }}>
            {name}
          </TextLink>
        ) : null;
      case 'role':
        return can('roles.edit') ? (
          <TextLink to="/roles/$roleId" params={{ roleId: id }}>
            {name}
          </TextLink>
        ) : null;
      case 'alias':
        return can('aliases') ? (
          <TextLink to="/services/alias/$aliasId" params={{ aliasId: id }}>
            {name}
          </TextLink>
        ) : null;
      case 'ticket':
        return can('tickets') ? (
          <TextLink to="/tickets/$ticketId" params={{ ticketId: id }}>
            {name}
          </TextLink>
        ) : null;
      case 'organization':
        return can('organization') ? <TextLink to="/organization">{name}</TextLink> : null;
      default:
        return null;
    }
  };
}
