import { defineHandlers, userCaller } from './context.ts';
import { logView } from './logs.ts';

export const dashboardHandlers = defineHandlers({
  getDashboardSummary: {
    handle({ db, caller }) {
      const { user } = userCaller(caller);
      const orgId = user.org_id;
      const users = db.users.filter((u) => u.org_id === orgId);
      const aliasIds = new Set(db.aliases.filter((a) => a.org_id === orgId).map((a) => a.id));
      const inOrg = (row: { alias_id: number | null }) => row.alias_id !== null && aliasIds.has(row.alias_id);
      const recent = db.logs
        .filter((l) => l.org_id === orgId && l.user_id === user.id)
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .slice(0, 5);
      return {
        status: 200,
        body: {
          users_total: users.length,
          users_active: users.filter((u) => u.status).length,
          aliases_total: aliasIds.size,
          virtual_desktops_total: db.virtualDesktops.filter(inOrg).length,
          virtual_phones_total: db.virtualPhones.filter(inOrg).length,
          sms_numbers_total: db.smsNumbers.filter(inOrg).length,
          open_tickets_total: db.tickets.filter((t) => t.org_id === orgId && t.status !== 'closed').length,
          recent_logs: recent.map((l) => logView(db, l)),
        },
      };
    },
  },
});
