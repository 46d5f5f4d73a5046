import { conflict } from '../http/errors.ts';
import { paginate } from '../http/list.ts';
import { defineHandlers } from './context.ts';
import { organizationView } from './organization.ts';
import { rowOr404, staffReads } from './staff-access.ts';

export const adminOrganizationsHandlers = defineHandlers({
  getAdminDashboardSummary: {
    handle({ db, caller, now }) {
      staffReads(caller);
      const desktops = db.virtualDesktops.all();
      return {
        status: 200,
        body: {
          organizations_total: db.organizations.size,
          organizations_active: db.organizations.filter((o) => o.status).length,
          users_total: db.users.size,
          aliases_total: db.aliases.size,
          virtual_desktops_total: desktops.length,
          virtual_desktops_running: desktops.filter(
            (d) => d.status === 'running' || (d.pending !== null && d.pending.at <= now),
          ).length,
          virtual_phones_total: db.virtualPhones.size,
          sms_numbers_total: db.smsNumbers.filter((n) => n.alias_id !== null).length,
          open_tickets_total: db.tickets.filter((t) => t.status !== 'closed').length,
        },
      };
    },
  },

  listAdminOrganizations: {
    handle({ db, caller, query }) {
      staffReads(caller);
      const rows = db.organizations.filter((o) => query.status === undefined || o.status === query.status);
      const page = paginate(rows, query, {
        searchIn: (o) => [o.name, o.email, o.city],
        sortBy: {
          id: (o) => o.id,
          name: (o) => o.name,
          created_at: (o) => o.created_at,
          status: (o) => o.status,
          country: (o) => o.country,
        },
        defaultSort: 'name',
      });
      return { status: 200, body: { ...page, items: page.items.map((o) => organizationView(db, o)) } };
    },
  },

  createAdminOrganization: {
    staffArea: 'organizations:*',
    handle({ db, caller, body, now }) {
      staffReads(caller);
      const org = db.organizations.insert({
        ...body,
        email: body.email.toLowerCase(),
        created_at: new Date(now).toISOString(),
      });
      return { status: 201, body: organizationView(db, org) };
    },
  },

  getAdminOrganization: {
    handle({ db, caller, params }) {
      staffReads(caller);
      return {
        status: 200,
        body: organizationView(db, rowOr404(db.organizations, params.orgId, 'Organization')),
      };
    },
  },

  updateAdminOrganization: {
    staffArea: 'organizations:*',
    handle({ db, caller, params, body }) {
      staffReads(caller);
      const org = rowOr404(db.organizations, params.orgId, 'Organization');
      Object.assign(org, { ...body, email: body.email.toLowerCase() });
      return { status: 200, body: organizationView(db, org) };
    },
  },

  deleteAdminOrganization: {
    staffArea: 'organizations:*',
    handle({ state, db, caller, params }) {
      staffReads(caller);
      const org = rowOr404(db.organizations, params.orgId, 'Organization');
      if (db.aliases.find((a) => a.org_id === org.id))
        throw conflict('The organization still has aliases; suspend it instead.');
      for (const user of db.users.filter((u) => u.org_id === org.id)) {
        state.sessions.revokeSubject({ kind: 'user', id: user.id });
        db.users.delete(user.id);
      }
      for (const role of db.roles.filter((r) => r.org_id === org.id)) db.roles.delete(role.id);
      for (const invitation of db.invitations.filter((i) => i.org_id === org.id))
        db.invitations.delete(invitation.id);
      db.organizations.delete(org.id);
      return { status: 204 };
    },
  },
});
