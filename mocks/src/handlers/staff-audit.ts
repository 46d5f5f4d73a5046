import type { Db } from '../db/db.ts';
import type { LogEntry, Staff } from '../db/types.ts';
import { storedTarget, type TargetRef } from './audit-targets.ts';

/** Organisation id of platform-wide audit entries (settings): the staff log shows no organisation. */
export const PLATFORM_ORG_ID = 0;

type Changes = LogEntry['changes'];

/** Appends an audit entry for something a staff member did, so the staff logs show who changed what. */
export function staffAudit(
  db: Db,
  request: Request,
  staff: Staff,
  entry: {
    orgId: number;
    action: string;
    description: string;
    target: TargetRef | null;
    changes?: Changes;
  },
  now: number,
): LogEntry {
  return db.logs.insert({
    org_id: entry.orgId,
    user_id: null,
    staff_id: staff.id,
    user_full_name: null,
    staff_full_name: `${staff.first_name} ${staff.last_name}`,
    action: entry.action,
    description: `${staff.first_name} ${staff.last_name} ${entry.description}`,
    ...storedTarget(db, entry.target),
    ip_address: request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? '127.0.0.1',
    user_agent: request.headers.get('user-agent'),
    changes: entry.changes ?? {},
    created_at: new Date(now).toISOString(),
  });
}

/** Field → before/after for every top-level field (nested objects by dotted path) that changed. */
export function diff(before: object, after: object, prefix = ''): Changes {
  const changes: Changes = {};
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const [x, y] = [a[key], b[key]];
    if (x && y && typeof x === 'object' && typeof y === 'object') {
      Object.assign(changes, diff(x, y, `${prefix}${key}.`));
    } else if (x !== y) changes[`${prefix}${key}`] = { before: x ?? null, after: y ?? null };
  }
  return changes;
}

const PAST: Record<string, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  flush: 'flushed',
  release: 'released',
};

/**
 * A platform-wide entry for a staff change to the catalogue or the infrastructure (`network.create`…):
 * "Sam Whitaker created network lab".
 */
export function staffChange(
  db: Db,
  request: Request,
  staff: Staff,
  action: string,
  target: { type: string; id: number; name: string },
  now: number,
  changes: Changes = {},
): void {
  const verb = action.split('.')[1] ?? action;
  staffAudit(
    db,
    request,
    staff,
    {
      orgId: PLATFORM_ORG_ID,
      action,
      description: `${PAST[verb] ?? verb} ${target.type.replace(/_/g, ' ')} ${target.name}`,
      target,
      changes,
    },
    now,
  );
}
