import type { components } from '../contract/types.ts';
import type { Db } from '../db/db.ts';
import type { LogEntry } from '../db/types.ts';
import { notFound, refuseBackwardsRange } from '../http/errors.ts';
import { paginate } from '../http/list.ts';
import { holdsAny } from '../privileges.ts';
import { targetView } from './audit-targets.ts';
import { type Caller, defineHandlers, userCaller } from './context.ts';

export function logView(db: Db, log: LogEntry): components['schemas']['LogEntry'] {
  // The names stored on the entry, not the accounts' current ones: deleting or renaming an account rewrites no entry.
  const { id, action, description, user_id, user_full_name, ip_address, target_type, target_id, created_at } =
    log;
  return {
    id,
    action,
    description,
    user_id,
    user_full_name,
    ip_address,
    target_type,
    target_id,
    target: targetView(db, log),
    created_at,
    staff_id: log.staff_id ?? null,
    staff_full_name: log.staff_full_name,
  };
}

/**
 * The log screens need no privilege (docs/product-rules.md#console-routes); the audit log of the whole organisation needs
 * `administrative:aduit_logs`, everyone else sees their own entries.
 */
function visibleLogs(db: Db, caller: Caller): LogEntry[] {
  const { user, privileges } = userCaller(caller);
  const everyone = holdsAny(privileges, ['administrative:aduit_logs']);
  return db.logs.filter((l) => l.org_id === user.org_id && (everyone || l.user_id === user.id));
}

export const logsHandlers = defineHandlers({
  listLogs: {
    handle({ db, caller, query }) {
      refuseBackwardsRange(query);
      const from = query.date_from;
      const to = query.date_to ? `${query.date_to}T23:59:59.999Z` : undefined;
      const rows = visibleLogs(db, caller).filter(
        (l) =>
          (!from || l.created_at >= from) &&
          (!to || l.created_at <= to) &&
          (query.user_id === undefined || l.user_id === query.user_id) &&
          (!query.action || l.action === query.action),
      );
      const page = paginate(rows, query, {
        searchIn: (l) => [l.action, l.description, l.ip_address],
        // Entries of the same instant keep the order they were written in (the later one first when descending).
        sortBy: {
          created_at: (l) => `${l.created_at}|${String(l.id).padStart(10, '0')}`,
          action: (l) => l.action,
        },
        defaultSort: '-created_at',
      });
      return { status: 200, body: { ...page, items: page.items.map((l) => logView(db, l)) } };
    },
  },

  getLog: {
    handle({ db, caller, params }) {
      const log = visibleLogs(db, caller).find((l) => l.id === params.logId);
      if (!log) throw notFound('Log entry');
      return { status: 200, body: { ...logView(db, log), user_agent: log.user_agent, changes: log.changes } };
    },
  },
});
