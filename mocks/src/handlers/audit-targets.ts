// The record an audit entry is about (`target` of the contract's LogEntry): its kind, id and name as they were
// when the entry was written, and, as the entry is read, whether it still exists (docs/product-rules.md#what-an-entry-is-about).
import type { components } from '../contract/types.ts';
import type { Db } from '../db/db.ts';
import type { LogEntry } from '../db/types.ts';

/** What an audited write names: its record's kind and id, and its name when the caller has it already. */
export interface TargetRef {
  type: string;
  id: number;
  name?: string | null;
}

interface Named {
  id: number;
  name?: string;
  first_name?: string;
  last_name?: string;
  subject?: string;
  number?: string;
  username?: string;
}

type Lookup = (db: Db, id: number) => Named | undefined;

// The tables an entry's target is found in, by its `type`.
const TABLES: Record<string, Lookup> = {
  user: (db, id) => db.users.get(id),
  staff: (db, id) => db.staff.get(id),
  role: (db, id) => db.roles.get(id),
  predefined_role: (db, id) => db.roles.get(id),
  organization: (db, id) => db.organizations.get(id),
  alias: (db, id) => db.aliases.get(id),
  virtual_desktop: (db, id) => db.virtualDesktops.get(id),
  virtual_phone: (db, id) => db.virtualPhones.get(id),
  sms_number: (db, id) => db.smsNumbers.get(id),
  social_account: (db, id) => db.socialAccounts.get(id),
  file_share: (db, id) => db.fileShares.get(id),
  shared_file: (db, id) => db.sharedFiles.get(id),
  ticket: (db, id) => db.tickets.get(id),
  service_type: (db, id) => db.serviceTypes.get(id),
  resource_pool: (db, id) => db.resourcePools.get(id),
  location: (db, id) => db.locations.get(id),
  vpn_gateway: (db, id) => db.vpnGateways.get(id),
  network: (db, id) => db.networks.get(id),
};

/** A record's name as people read it: a person's full name, a ticket's subject, a number, or its `name`. */
export function nameOfRow(row: Named): string | null {
  if (row.first_name !== undefined) return `${row.first_name} ${row.last_name ?? ''}`.trim();
  return row.subject ?? row.name ?? row.number ?? (row.username ? `@${row.username}` : null);
}

/** The target to store: its name as given, or read from the record now (before the write that follows, if any). */
export function storedTarget(db: Db, target: TargetRef | null) {
  if (!target) return { target_type: null, target_id: null, target_name: null };
  const row = target.name === undefined ? TABLES[target.type]?.(db, target.id) : undefined;
  return {
    target_type: target.type,
    target_id: target.id,
    target_name: target.name ?? (row ? nameOfRow(row) : null),
  };
}

/** "Karen Rossi" for a person, "role Helpdesk" for anything else, "user #20" while its name is unknown. */
export function targetWords(target: { type: string; id: number; name: string | null }): string {
  const kind = target.type.replace(/_/g, ' ');
  if (target.name === null) return `${kind} #${target.id}`;
  return target.type === 'user' || target.type === 'staff' ? target.name : `${kind} ${target.name}`;
}

/** The entry's `target` as the contract answers it. */
export function targetView(db: Db, log: LogEntry): components['schemas']['AuditTarget'] | null {
  if (log.target_type === null || log.target_id === null) return null;
  const lookup = TABLES[log.target_type];
  return {
    type: log.target_type,
    id: log.target_id,
    name: log.target_name,
    exists: lookup ? lookup(db, log.target_id) !== undefined : false,
  };
}
