// Who receives an event: the same read rules as the records' GETs (docs/decisions/0047-live-events-stream.md).
import type { Db } from '../db/db.ts';
import { privilegesOf } from '../db/privileges.ts';
import { ROLES_READ } from '../handlers/roles.ts';
import { TICKETS_READ } from '../handlers/tickets.ts';
import { USERS_READ } from '../handlers/users.ts';
import { aliasPrefixes, holdsAny } from '../privileges.ts';
import type { BusEvent, LiveEvent } from './bus.ts';

/** Who a stream was opened for. */
export type Receiver = { kind: 'user'; userId: number } | { kind: 'staff'; staffId: number };

/** The privileges of the list GET that reads a resource; alias-like resources go by alias scope instead. */
const READ_OF: Partial<Record<LiveEvent['resource'], readonly string[]>> = {
  user: USERS_READ,
  role: ROLES_READ,
  ticket: TICKETS_READ,
  ticket_reply: TICKETS_READ,
};
const ALIAS_LIKE: ReadonlySet<LiveEvent['resource']> = new Set(['alias', 'virtual_desktop', 'service']);

const isOwnEvent = (receiver: Receiver, { actor }: LiveEvent) =>
  receiver.kind === 'user'
    ? actor.type === 'user' && actor.id === String(receiver.userId)
    : actor.type === 'staff' && actor.id === String(receiver.staffId);

/**
 * True when the receiver may read what the event is about. Every staff member reads the whole admin area
 * (handlers/staff-access.ts); a user only their organisation's records their privileges let them list, and
 * aliases (and what is under them) within their alias prefixes. The actor's own events always reach them.
 */
export function mayReceive(db: Db, receiver: Receiver, bus: BusEvent): boolean {
  if (isOwnEvent(receiver, bus.event)) return true;
  if (receiver.kind === 'staff') return db.staff.get(receiver.staffId)?.status === true;
  const user = db.users.get(receiver.userId);
  if (!user?.status || !bus.orgIds.includes(user.org_id)) return false;
  const held = privilegesOf(db, user);
  const { resource } = bus.event;
  if (resource === 'organization') return true;
  if (ALIAS_LIKE.has(resource)) {
    const prefixes = aliasPrefixes(held);
    const name = bus.aliasName;
    if (prefixes === null) return true;
    return name !== null && prefixes.some((p) => name.startsWith(p));
  }
  const read = READ_OF[resource];
  return read !== undefined && holdsAny(held, read);
}
