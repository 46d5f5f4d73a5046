import type { Db } from '../db/db.ts';
import type { DevLog, LogEntry } from '../db/types.ts';
import { invalid, refuseBackwardsRange } from '../http/errors.ts';
import { paginate } from '../http/list.ts';
import { defineHandlers } from './context.ts';
import { logView } from './logs.ts';
import { rowOr404, staffReads } from './staff-access.ts';

const inDateRange = (createdAt: string, from?: string, to?: string) =>
  (!from || createdAt >= from) && (!to || createdAt <= `${to}T23:59:59.999Z`);

const LEVELS: DevLog['level'][] = ['debug', 'info', 'warning', 'error', 'critical'];

function devLogView({ id, level, source, message, request_id, created_at }: DevLog) {
  return { id, level, source, message, request_id, created_at };
}

/** The organisation and the actor of an entry: a user, or a staff member (perhaps acting as a user). */
function actorView(db: Db, log: LogEntry) {
  const org = log.org_id ? db.organizations.get(log.org_id) : undefined;
  return {
    organization_id: org?.id ?? null,
    organization_name: org?.name ?? null,
    actor_type: log.staff_id ? ('staff' as const) : ('user' as const),
    staff_id: log.staff_id ?? null,
    staff_full_name: log.staff_full_name,
  };
}

export const adminLogsHandlers = defineHandlers({
  listAdminLogs: {
    handle({ db, caller, query }) {
      staffReads(caller);
      refuseBackwardsRange(query);
      if (query.actor_id !== undefined && !query.actor_type) {
        throw invalid([
          { loc: ['query', 'actor_id'], msg: 'Give actor_type with actor_id.', type: 'value_error' },
        ]);
      }
      const byActor = (l: LogEntry) => {
        if (query.actor_type === 'staff')
          return l.staff_id != null && (query.actor_id === undefined || l.staff_id === query.actor_id);
        if (query.actor_type === 'user')
          return l.staff_id == null && (query.actor_id === undefined || l.user_id === query.actor_id);
        return true;
      };
      const rows = db.logs.filter(
        (l) =>
          inDateRange(l.created_at, query.date_from, query.date_to) &&
          (query.organization_id === undefined || l.org_id === query.organization_id) &&
          (!query.action || l.action === query.action) &&
          byActor(l),
      );
      const page = paginate(rows, query, {
        searchIn: (l) => [l.action, l.description, l.ip_address],
        // Entries of the same instant keep their order of writing (newest first when descending).
        sortBy: {
          created_at: (l) => `${l.created_at}#${String(l.id).padStart(9, '0')}`,
          action: (l) => l.action,
        },
        defaultSort: '-created_at',
      });
      const items = page.items.map((l) => ({ ...logView(db, l), ...actorView(db, l) }));
      return { status: 200, body: { ...page, items } };
    },
  },

  getAdminLog: {
    handle({ db, caller, params }) {
      staffReads(caller);
      const log = rowOr404(db.logs, params.logId, 'Log entry');
      return {
        status: 200,
        body: {
          ...logView(db, log),
          user_agent: log.user_agent,
          changes: log.changes,
          ...actorView(db, log),
        },
      };
    },
  },

  listDevLogs: {
    handle({ db, caller, query }) {
      staffReads(caller);
      refuseBackwardsRange(query);
      const minLevel = query.level ? LEVELS.indexOf(query.level) : 0;
      const iso = (t?: string) => (t ? new Date(t).toISOString() : undefined);
      const [after, before] = [iso(query.created_after), iso(query.created_before)];
      const rows = db.devLogs.filter(
        (l) =>
          inDateRange(l.created_at, query.date_from, query.date_to) &&
          (!after || l.created_at >= after) &&
          (!before || l.created_at < before) &&
          LEVELS.indexOf(l.level) >= minLevel &&
          (!query.source || l.source === query.source),
      );
      const page = paginate(rows, query, {
        searchIn: (l) => [l.message, l.source, l.request_id],
        sortBy: {
          id: (l) => l.id,
          created_at: (l) => l.created_at,
          level: (l) => LEVELS.indexOf(l.level),
          source: (l) => l.source,
        },
        defaultSort: '-created_at',
      });
      return { status: 200, body: { ...page, items: page.items.map(devLogView) } };
    },
  },

  listDevLogSources: {
    handle({ db, caller }) {
      staffReads(caller);
      return { status: 200, body: [...new Set(db.devLogs.all().map((l) => l.source))].sort() };
    },
  },

  getDevLog: {
    handle({ db, caller, params }) {
      staffReads(caller);
      const log = rowOr404(db.devLogs, params.logId, 'Log entry');
      return {
        status: 200,
        body: { ...devLogView(log), stack_trace: log.stack_trace, context: log.context },
      };
    },
  },
});
