import type { DevLog } from '../db/types.ts';
import { paginate } from '../http/list.ts';
import { defineHandlers } from './context.ts';
import { logView } from './logs.ts';
import { rowOr404, staffReads } from './staff-access.ts';

const inDateRange = (createdAt: string, from?: string, to?: string) =>
  (!from || createdAt >= from) && (!to || createdAt <= `${to}T23:59:59.999Z`);

function devLogView({ id, level, source, message, request_id, created_at }: DevLog) {
  return { id, level, source, message, request_id, created_at };
}

export const adminLogsHandlers = defineHandlers({
  listAdminLogs: {
    handle({ db, caller, query }) {
      staffReads(caller);
      const rows = db.logs.filter(
        (l) =>
          inDateRange(l.created_at, query.date_from, query.date_to) &&
          (query.organization_id === undefined || l.org_id === query.organization_id) &&
          (!query.action || l.action === query.action),
      );
      const page = paginate(rows, query, {
        searchIn: (l) => [l.action, l.description, l.ip_address],
        sortBy: { created_at: (l) => l.created_at, action: (l) => l.action },
        defaultSort: '-created_at',
      });
      const items = page.items.map((l) => ({
        ...logView(db, l),
        organization_id: l.org_id,
        organization_name: db.organizations.get(l.org_id)?.name ?? '',
      }));
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
          organization_id: log.org_id,
          organization_name: db.organizations.get(log.org_id)?.name ?? '',
        },
      };
    },
  },

  listDevLogs: {
    handle({ db, caller, query }) {
      staffReads(caller);
      const rows = db.devLogs.filter(
        (l) =>
          inDateRange(l.created_at, query.date_from, query.date_to) &&
          (!query.level || l.level === query.level),
      );
      const page = paginate(rows, query, {
        searchIn: (l) => [l.message, l.source, l.request_id],
        sortBy: {
          id: (l) => l.id,
          created_at: (l) => l.created_at,
          level: (l) => l.level,
          source: (l) => l.source,
        },
        defaultSort: '-created_at',
      });
      return { status: 200, body: { ...page, items: page.items.map(devLogView) } };
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
