import type { Db } from '../db/db.ts';
import type { Alias, User } from '../db/types.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { ALIAS_PREFIX_PRIVILEGE, aliasPrefixes } from '../privileges.ts';
import { type Caller, userCaller } from './context.ts';

export interface AliasScope {
  user: User;
  privileges: string[];
  /** Name prefixes the caller is limited to, or null for every alias of the organisation. */
  prefixes: string[] | null;
}

/**
 * What a handler declares as its privileges when it works on aliases, so the router refuses a caller
 * without any before it reads the body (docs/decisions/0021-refusals-before-validation.md).
 */
export const ALIAS_ACCESS = ['services:*', 'aliases:*', ALIAS_PREFIX_PRIVILEGE] as const;

/** Services and aliases need `services:*`, `aliases:*` or an alias prefix (403 otherwise). */
export function aliasScope(caller: Caller): AliasScope {
  const { user, privileges } = userCaller(caller);
  const prefixes = aliasPrefixes(privileges);
  if (prefixes !== null && prefixes.length === 0) throw forbidden();
  return { user, privileges, prefixes };
}

export function canSeeAlias(scope: AliasScope, alias: Alias): boolean {
  return (
    alias.org_id === scope.user.org_id &&
    (scope.prefixes === null || scope.prefixes.some((p) => alias.name.startsWith(p)))
  );
}

/** An alias the caller may see; any other id (another organisation's, another prefix's) is a 404. */
export function visibleAlias(db: Db, scope: AliasScope, aliasId: number): Alias {
  const alias = db.aliases.get(aliasId);
  if (!alias || !canSeeAlias(scope, alias)) throw notFound('Alias');
  return alias;
}

/** A child row (desktop, phone, share...) of a visible alias, or 404. */
export function childOf<T extends { alias_id: number | null }>(
  row: T | undefined,
  alias: Alias,
  what: string,
): T {
  if (!row || row.alias_id !== alias.id) throw notFound(what);
  return row;
}
