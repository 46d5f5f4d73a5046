/** The privileges (docs/product-rules.md#routes-and-privileges), and how a held privilege grants a required one. */
export const ALL_PRIVILEGES = [
  'users:*',
  'users:add',
  'users:edit',
  'users:delete',
  'users:list',
  'users:change_password',
  'roles:*',
  'roles:add',
  'roles:edit',
  'roles:delete',
  'roles:list',
  'tickets:*',
  'tickets:add',
  'tickets:reply',
  'tickets:close',
  'tickets:list',
  'services:*',
  'aliases:*',
  'administrative:*',
  'administrative:org_edit',
  'administrative:aduit_logs',
  'administrative:edit_alias_primary_user',
] as const;

export const ALIAS_PREFIX_PRIVILEGE = 'aliases:prefix:';

/**
 * True when `held` grants `required`: the same string, or a group wildcard (`users:*`) over an action of
 * that group (`users:add`). `aliases:*` and `services:*` also cover every alias prefix. A required family
 * (ending in `:`, e.g. `aliases:prefix:`) is granted by any privilege of that family.
 */
function grants(held: string, required: string): boolean {
  if (held === required) return true;
  if (required.endsWith(':') && held.startsWith(required)) return true;
  if (!held.endsWith(':*')) return false;
  const group = held.slice(0, -1);
  return required.startsWith(group);
}

export function holdsAny(held: readonly string[], anyOf: readonly string[]): boolean {
  return anyOf.some((required) => held.some((h) => grants(h, required)));
}

/** The alias name prefixes a user is limited to, or null when they see every alias of the organisation. */
export function aliasPrefixes(held: readonly string[]): string[] | null {
  if (holdsAny(held, ['aliases:*', 'services:*'])) return null;
  return held
    .filter((p) => p.startsWith(ALIAS_PREFIX_PRIVILEGE))
    .map((p) => p.slice(ALIAS_PREFIX_PRIVILEGE.length));
}
