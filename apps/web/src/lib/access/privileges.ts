// Privilege logic (docs/product-rules.md#privilege-matching, decision 0008), as pure functions.
import { translate } from '@console/ui/i18n';

import { accessMessages } from './access.messages';

/**
 * Groups whose members add a group wildcard (docs/product-rules.md#privilege-matching: holding a privilege
 * that starts with a group prefix adds that group's wildcard). Only the alias-prefix group has
 * members of the form `<prefix><value>`; `users:add` never becomes `users:*`.
 */
const WILDCARD_GROUPS = ['aliases:prefix:'] as const;

/** `aliases:prefix:sales` grants the aliases whose name starts with "sales". */
export const ALIAS_PREFIX = WILDCARD_GROUPS[0];

/** An alias prefix as a chip: "sales*", the aliases whose name starts with it (not a truncated word). */
export const aliasPrefixChip = (prefix: string) => `${prefix}*`;

/** The words for an alias-prefix privilege (`aliases:prefix:sales`), or null for any other privilege. */
export function aliasPrefixLabel(privilege: string): string | null {
  if (!privilege.startsWith(ALIAS_PREFIX)) return null;
  const prefix = privilege.slice(ALIAS_PREFIX.length);
  return prefix === '*'
    ? translate(accessMessages, 'aliasesAnyPrefix')
    : translate(accessMessages, 'aliasesWithPrefix', { prefix });
}

/** The privileges as fetched, plus the wildcard of every group the user holds a member of. */
export function expandPrivileges(raw: readonly string[]): string[] {
  const held = new Set(raw);
  for (const group of WILDCARD_GROUPS) {
    if (raw.some((p) => p.startsWith(group) && p.length > group.length)) held.add(`${group}*`);
  }
  return [...held];
}

/** The area of a privilege: `users` of `users:add`. */
const areaOf = (privilege: string) => privilege.split(':', 1)[0] ?? '';

/**
 * True when the user holds one of `anyOf` (an empty list needs nothing). An area's own wildcard
 * (`tickets:*`) grants every privilege of that area, as decision 0008 decides.
 */
export function holdsAny(held: readonly string[], anyOf: readonly string[]): boolean {
  if (anyOf.length === 0) return true;
  const set = new Set(held);
  return anyOf.some((p) => set.has(p) || set.has(`${areaOf(p)}:*`));
}
