import type { Db } from '../db/db.ts';
import type { Organization, Staff } from '../db/types.ts';
import { conflict } from '../http/errors.ts';
import { paginate } from '../http/list.ts';
import { defineHandlers } from './context.ts';
import { organizationView } from './organization.ts';
import { rowOr404, staffReads } from './staff-access.ts';
import { diff, staffAudit } from './staff-audit.ts';

/** The organisation as the staff area reads it: with whether its account owner's invitation is pending. */
function adminOrganizationView(db: Db, org: Organization) {
  return {
    ...organizationView(db, org),
    owner_invitation_pending: db.invitations.find((i) => i.org_id === org.id) !== undefined,
  };
}

/** A staff change to an organisation, in its own audit log: "Sam Whitaker created organization Initech". */
function logOrganization(
  db: Db,
  request: Request,
  staff: Staff,
  org: Organization,
  verb: 'create' | 'update' | 'delete',
  now: number,
  changes: ReturnType<typeof diff> = {},
) {
  const past = { create: 'created', update: 'updated', delete: 'deleted' }[verb];
  staffAudit(
    db,
    request,
    staff,
    {
      orgId: org.id,
      action: `organization.${verb}`,
      description: `${past} organization ${org.name}`,
      target: { type: 'organization', id: org.id, name: org.name },
      changes,
    },
    now,
  );
}

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
      return { status: 200, body: { ...page, items: page.items.map((o) => adminOrganizationView(db, o)) } };
    },
  },

  createAdminOrganization: {
    staffArea: 'organizations:*',
    handle({ db, caller, body, now, request }) {
      const staff = staffReads(caller);
      const org = db.organizations.insert({
        ...body,
        email: body.email.toLowerCase(),
        created_at: new Date(now).toISOString(),
      });
      logOrganization(db, request, staff, org, 'create', now);
      return { status: 201, body: adminOrganizationView(db, org) };
    },
  },

  getAdminOrganization: {
    handle({ db, caller, params }) {
      staffReads(caller);
      return {
        status: 200,
        body: adminOrganizationView(db, rowOr404(db.organizations, params.orgId, 'Organization')),
      };
    },
  },

  updateAdminOrganization: {
    staffArea: 'organizations:*',
    handle({ db, caller, params, body, now, request }) {
      const staff = staffReads(caller);
      const org = rowOr404(db.organizations, params.orgId, 'Organization');
      const next = { ...body, email: body.email.toLowerCase() };
      const changes = diff(
        Object.fromEntries(Object.keys(next).map((key) => [key, org[key as keyof Organization]])),
        next,
      );
      Object.assign(org, next);
      if (Object.keys(changes).length > 0) logOrganization(db, request, staff, org, 'update', now, changes);
      return { status: 200, body: adminOrganizationView(db, org) };
    },
  },

  deleteAdminOrganization: {
    staffArea: 'organizations:*',
    handle({ state, db, caller, params, now, request }) {
      const staff = staffReads(caller);
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
      logOrganization(db, request, staff, org, 'delete', now);
      return { status: 204 };
    },
  },
});
