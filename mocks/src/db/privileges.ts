import type { Db } from './db.ts';
import type { User } from './types.ts';

/** A user's raw privileges: the union of their roles' privileges, without duplicates. */
export function privilegesOf(db: Db, user: User): string[] {
  const out = new Set<string>();
  for (const id of user.role_ids) for (const p of db.roles.get(id)?.privileges ?? []) out.add(p);
  return [...out];
}
