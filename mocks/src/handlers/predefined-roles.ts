import type { Db } from '../db/db.ts';
import type { Role } from '../db/types.ts';
import { invalidField, notFound } from '../http/errors.ts';
import { paginate } from '../http/list.ts';
import { defineHandlers } from './context.ts';
import { assertPrivileges, privilegeCatalogue } from './roles.ts';
import { staffReads } from './staff-access.ts';
import { diff, staffChange } from './staff-audit.ts';

function predefinedRole(db: Db, id: number): Role {
  const role = db.roles.get(id);
  if (!role || role.org_id !== null) throw notFound('Predefined role');
  return role;
}

/** Organisations "use" a predefined role when they hold a role made from it (same name). */
const rolesMadeFrom = (db: Db, role: Role) =>
  db.roles.filter((r) => r.org_id !== null && r.name === role.name);

function predefinedView(db: Db, role: Role) {
  const { id, name, description, privileges, created_at, updated_at } = role;
  const organizations_count = new Set(rolesMadeFrom(db, role).map((r) => r.org_id)).size;
  return { id, name, description, privileges: [...privileges], created_at, updated_at, organizations_count };
}

function assertNameFree(db: Db, name: string, exceptId?: number): void {
  const taken = db.roles.find(
    (r) => r.org_id === null && r.id !== exceptId && r.name.toLowerCase() === name.trim().toLowerCase(),
  );
  if (taken) throw invalidField(['name'], 'A predefined role with this name already exists.');
}

/** The same privileges as an organisation's role, alias prefixes included: organisations copy them. */
const assertKnown = assertPrivileges;

export const predefinedRolesHandlers = defineHandlers({
  listPredefinedRoles: {
    handle({ db, caller, query }) {
      staffReads(caller);
      const page = paginate(
        db.roles.filter((r) => r.org_id === null),
        query,
        {
          searchIn: (r) => [r.name, r.description],
          sortBy: {
            id: (r) => r.id,
            name: (r) => r.name,
            updated_at: (r) => r.updated_at,
            created_at: (r) => r.created_at,
          },
          defaultSort: 'name',
        },
      );
      return { status: 200, body: { ...page, items: page.items.map((r) => predefinedView(db, r)) } };
    },
  },

  listStaffPrivilegeCatalogue: {
    handle({ caller }) {
      staffReads(caller);
      return { status: 200, body: privilegeCatalogue() };
    },
  },

  createPredefinedRole: {
    handle({ db, caller, body, now, request }) {
      const staff = staffReads(caller);
      assertNameFree(db, body.name);
      assertKnown(body.privileges);
      const at = new Date(now).toISOString();
      const role = db.roles.insert({
        org_id: null,
        ...body,
        privileges: [...new Set(body.privileges)],
        is_predefined: true,
        created_at: at,
        updated_at: at,
      });
      staffChange(db, request, staff, 'predefined_role.create', { type: 'predefined_role', ...role }, now);
      return { status: 201, body: predefinedView(db, role) };
    },
  },

  getPredefinedRole: {
    handle({ db, caller, params }) {
      staffReads(caller);
      return { status: 200, body: predefinedView(db, predefinedRole(db, params.roleId)) };
    },
  },

  listPredefinedRoleOrganizations: {
    handle({ db, caller, params, query }) {
      staffReads(caller);
      const role = predefinedRole(db, params.roleId);
      const rows = rolesMadeFrom(db, role).map((r) => ({
        organization_id: r.org_id ?? 0,
        organization_name: db.organizations.get(r.org_id ?? 0)?.name ?? '',
        role_id: r.id,
        role_name: r.name,
        users_count: db.users.filter((u) => u.role_ids.includes(r.id)).length,
      }));
      const page = paginate(rows, query, {
        searchIn: (r) => [r.organization_name],
        sortBy: {
          organization_name: (r) => r.organization_name,
          users_count: (r) => r.users_count,
          organization_id: (r) => r.organization_id,
        },
        defaultSort: 'organization_name',
      });
      return { status: 200, body: page };
    },
  },

  updatePredefinedRole: {
    handle({ db, caller, params, body, now, request }) {
      const staff = staffReads(caller);
      const role = predefinedRole(db, params.roleId);
      assertNameFree(db, body.name, role.id);
      assertKnown(body.privileges);
      const next = { ...body, privileges: [...new Set(body.privileges)] };
      const changes = diff(
        { name: role.name, description: role.description, privileges: role.privileges.join(', ') },
        { ...next, privileges: next.privileges.join(', ') },
      );
      Object.assign(role, { ...next, updated_at: new Date(now).toISOString() });
      const target = { type: 'predefined_role', ...role };
      staffChange(db, request, staff, 'predefined_role.update', target, now, changes);
      return { status: 200, body: predefinedView(db, role) };
    },
  },

  deletePredefinedRole: {
    handle({ db, caller, params, now, request }) {
      const staff = staffReads(caller);
      const role = predefinedRole(db, params.roleId);
      if (db.settings.default_predefined_role_id === role.id) db.settings.default_predefined_role_id = null;
      db.roles.delete(role.id);
      staffChange(db, request, staff, 'predefined_role.delete', { type: 'predefined_role', ...role }, now);
      return { status: 204 };
    },
  },
});
