import type { Db } from '../db/db.ts';
import type { Table } from '../db/table.ts';
import type { Staff } from '../db/types.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { type Caller, staffCaller } from './context.ts';

/**
 * Staff permissions: every staff member reads the admin area; changing it needs a role holding `*`
 * (Administrator) or the area's privilege (e.g. `infra:*` for locations, pools, gateways, networks).
 */
export function staffMayChange(db: Db, caller: Caller, area?: string): Staff {
  const { staff } = staffCaller(caller);
  const privileges = db.staffRoles.get(staff.role_id)?.privileges ?? [];
  if (!privileges.includes('*') && !(area && privileges.includes(area))) {
    throw forbidden('Your staff role cannot change this.');
  }
  return staff;
}

export function staffReads(caller: Caller): Staff {
  return staffCaller(caller).staff;
}

/** A row by id, or a 404 naming what was missing. */
export function rowOr404<T extends { id: number }>(table: Table<T>, id: number, what: string): T {
  const row = table.get(id);
  if (!row) throw notFound(what);
  return row;
}
