import type { Db } from '../db/db.ts';
import type { User } from '../db/types.ts';

/** Appends an audit-log entry for something a user did, so the logs screen shows real activity. */
export function audit(
  db: Db,
  request: Request,
  user: User,
  action: string,
  target: { type: string; id: number } | null,
  now: number,
  changes: Record<string, { before: unknown; after: unknown }> = {},
): void {
  const [area = action, verb = ''] = action.split('.');
  db.logs.insert({
    org_id: user.org_id,
    user_id: user.id,
    action,
    description: `${user.first_name} ${user.last_name}: ${verb || area}${target ? ` ${target.type.replace(/_/g, ' ')} #${target.id}` : ''}`,
    target_type: target?.type ?? null,
    target_id: target?.id ?? null,
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
