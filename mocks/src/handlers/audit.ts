import type { Db } from '../db/db.ts';
import type { User } from '../db/types.ts';
import { storedTarget, type TargetRef, targetWords } from './audit-targets.ts';
import { staffBehind } from './on-behalf.ts';

/** What an action did, in the words of the seeded entries ("signed in", "opened", "updated"). */
const PHRASES: Record<string, string> = {
  'session.login': 'signed in',
  'session.sso_login': 'was signed in by staff support',
  'session.sso_end': 'was signed out by staff support',
  'session.logout': 'signed out',
  'ticket.create': 'opened',
  'ticket.reply': 'replied to',
  'password.change': 'changed the password of',
  'two_factor.enable': 'turned on two-factor for',
  'two_factor.disable': 'turned off two-factor for',
  'recovery_codes.regenerate': 'made new two-factor recovery codes for',
  'trusted_device.delete': 'removed a trusted device of',
  'trusted_device.create': 'added a trusted device for',
  'invitation.accept': 'accepted the invitation and set a password',
};
const VERBS: Record<string, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  close: 'closed',
  upload: 'uploaded',
  start: 'started',
  stop: 'stopped',
  restart: 'restarted',
};

/** "Henry Dawson updated Karen Rossi", "… opened ticket Printer offline": the sentence shape of the seeded entries. */
function describe(
  user: User,
  action: string,
  target: { type: string; id: number; name: string | null } | null,
): string {
  const verb = action.split('.')[1] ?? action;
  const phrase = PHRASES[action] ?? VERBS[verb] ?? verb.replace(/_/g, ' ');
  const object = target ? ` ${targetWords(target)}` : '';
  return `${user.first_name} ${user.last_name} ${phrase}${object}`;
}

function onBehalf(staffName: string, user: User, action: string, description: string): string {
  const userName = `${user.first_name} ${user.last_name}`;
  if (action === 'session.sso_login') return `${staffName} (staff) signed in as ${userName}`;
  if (action === 'session.sso_end') return `${staffName} (staff) ended the sign-in as ${userName}`;
  return `${staffName} (staff) on behalf of ${description}`;
}

/**
 * Appends an audit-log entry for something a user did, so the logs screen shows real activity. The target's
 * name is read from its record unless given: a write that deletes the record gives it.
 */
export function audit(
  db: Db,
  request: Request,
  user: User,
  action: string,
  target: TargetRef | null,
  now: number,
  changes: Record<string, { before: unknown; after: unknown }> = {},
): void {
  // In a staff member's sign-in as the user, the entry names the staff member on behalf of the user.
  const staff = staffBehind(request);
  const stored = storedTarget(db, target);
  const description = describe(
    user,
    action,
    target && { type: target.type, id: target.id, name: stored.target_name },
  );
  db.logs.insert({
    org_id: user.org_id,
    user_id: user.id,
    staff_id: staff?.id ?? null,
    user_full_name: `${user.first_name} ${user.last_name}`,
    staff_full_name: staff ? `${staff.first_name} ${staff.last_name}` : null,
    action,
    description: staff
      ? onBehalf(`${staff.first_name} ${staff.last_name}`, user, action, description)
      : description,
    ...stored,
    ip_address: request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? '127.0.0.1',
    user_agent: request.headers.get('user-agent'),
    changes,
    created_at: new Date(now).toISOString(),
  });
}

/** "Chrome on macOS"-style name of the browser that sent a request. */
export function deviceName(request: Request): string {
  const ua = request.headers.get('user-agent') ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Chrome\//.test(ua)
      ? 'Chrome'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser';
  const system = /Windows/.test(ua)
    ? 'Windows'
    : /Mac OS X/.test(ua)
      ? 'macOS'
      : /Android/.test(ua)
        ? 'Android'
        : /iPhone|iPad/.test(ua)
          ? 'iOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : 'unknown system';
  return `${browser} on ${system}`;
}
