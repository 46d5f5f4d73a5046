import type { components } from '../contract/types.ts';
import type { Db } from '../db/db.ts';
import type { Role } from '../db/types.ts';
import { conflict, forbidden, invalidField, notFound } from '../http/errors.ts';
import { paginate } from '../http/list.ts';
import { ALIAS_PREFIX_PRIVILEGE, ALL_PRIVILEGES } from '../privileges.ts';
import { audit } from './audit.ts';
import { defineHandlers, userCaller } from './context.ts';

const AREA_LABELS = {
  users: 'Users',
  roles: 'Roles',
  tickets: 'Tickets',
  services: 'Services',
  aliases: 'Aliases',
  administrative: 'Administrative',
} as const;

const PRIVILEGE_LABELS: Record<string, string> = {
  'users:*': 'All user privileges',
  'users:add': 'Add users',
  'users:edit': 'Edit users',
  'users:delete': 'Delete users',
  'users:list': 'List users',
  'users:change_password': "Change users' passwords",
  'roles:*': 'All role privileges',
  'roles:add': 'Add roles',
  'roles:edit': 'Edit roles',
  'roles:delete': 'Delete roles',
  'roles:list': 'List roles',
  'tickets:*': 'All ticket privileges',
  'tickets:add': 'Open tickets',
  'tickets:reply': 'Reply to tickets',
  'tickets:close': 'Close tickets',
  'tickets:list': 'List tickets',
  'services:*': 'All services',
  'aliases:*': 'All aliases',
  'administrative:*': 'All administrative privileges',
  'administrative:org_edit': 'Edit the organization',
  'administrative:aduit_logs': 'Read the audit log',
  'administrative:edit_alias_primary_user': "Change an alias's primary user",
};

/** Every privilege a role can grant, grouped by area, with labels for people. */
export function privilegeCatalogue() {
  return (Object.keys(AREA_LABELS) as (keyof typeof AREA_LABELS)[]).map((area) => ({
    area,
    label: AREA_LABELS[area],
    privileges: ALL_PRIVILEGES.filter((p) => p.startsWith(`${area}:`)).map((name) => ({
      name,
      label: PRIVILEGE_LABELS[name] ?? name,
    })),
  }));
}

function roleView(db: Db, role: Role): components['schemas']['Role'] {
  const { id, name, description, privileges, is_predefined, created_at, updated_at } = role;
  const users_count = db.users.filter((u) => u.role_ids.includes(role.id)).length;
  return {
    id,
    name,
    description,
    privileges: [...privileges],
    users_count,
    is_predefined,
    created_at,
    updated_at,
  };
}

function orgRole(db: Db, orgId: number, roleId: number): Role {
  const role = db.roles.get(roleId);
  if (!role || role.org_id !== orgId) throw notFound('Role');
  return role;
}

/** A role grants known privileges, or alias prefixes of the form `aliases:prefix:<prefix>`. */
export function assertPrivileges(privileges: readonly string[]): void {
  const known = new Set<string>(ALL_PRIVILEGES);
  privileges.forEach((p, i) => {
    const prefix = p.startsWith(ALIAS_PREFIX_PRIVILEGE) ? p.slice(ALIAS_PREFIX_PRIVILEGE.length) : null;
    if (!known.has(p) && !(prefix && /^[a-z0-9][a-z0-9-]*$/.test(prefix))) {
      throw invalidField(['privileges', i], `Unknown privilege '${p}'`);
    }
  });
}

function assertNameFree(db: Db, orgId: number, name: string, exceptId?: number): void {
  const lower = name.trim().toLowerCase();
  if (db.roles.find((r) => r.org_id === orgId && r.id !== exceptId && r.name.toLowerCase() === lower)) {
    throw invalidField(['name'], 'A role with this name already exists.');
  }
}

/** Who may list roles; also who receives role events (live/audience.ts). */
export const ROLES_READ = ['roles:list', 'roles:edit', 'users:add', 'users:edit'] as const;

export const rolesHandlers = defineHandlers({
  listRoles: {
    privileges: ROLES_READ,
    handle({ db, caller, query }) {
      const { user } = userCaller(caller);
      const page = paginate(
        db.roles.filter((r) => r.org_id === user.org_id),
        query,
        {
          searchIn: (r) => [r.name, r.description],
          sortBy: {
            id: (r) => r.id,
            name: (r) => r.name,
            users_count: (r) => db.users.filter((u) => u.role_ids.includes(r.id)).length,
            created_at: (r) => r.created_at,
            updated_at: (r) => r.updated_at,
          },
          defaultSort: 'name',
        },
      );
      return { status: 200, body: { ...page, items: page.items.map((r) => roleView(db, r)) } };
    },
  },

  listPrivilegeCatalogue: {
    privileges: ['roles:list', 'roles:add', 'roles:edit'],
    handle() {
      return { status: 200, body: privilegeCatalogue() };
    },
  },

  createRole: {
    privileges: ['roles:add'],
    handle({ db, caller, body, now, request }) {
      const { user } = userCaller(caller);
      assertNameFree(db, user.org_id, body.name);
      assertPrivileges(body.privileges);
      const at = new Date(now).toISOString();
      const role = db.roles.insert({
        org_id: user.org_id,
        name: body.name.trim(),
        description: body.description,
        privileges: [...new Set(body.privileges)],
        is_predefined: false,
        created_at: at,
        updated_at: at,
      });
      audit(db, request, user, 'role.create', { type: 'role', id: role.id }, now);
      return { status: 201, body: roleView(db, role) };
    },
  },

  getRole: {
    privileges: ['roles:edit', 'roles:list'],
    handle({ db, caller, params }) {
      return { status: 200, body: roleView(db, orgRole(db, userCaller(caller).user.org_id, params.roleId)) };
    },
  },

  updateRole: {
    privileges: ['roles:edit'],
    handle({ db, caller, params, body, now, request }) {
      const { user } = userCaller(caller);
      const role = orgRole(db, user.org_id, params.roleId);
      if (role.is_predefined) throw forbidden('Predefined roles cannot be changed.');
      assertNameFree(db, user.org_id, body.name, role.id);
      assertPrivileges(body.privileges);
      const before = { name: role.name, privileges: role.privileges };
      const changes = {
        name: { before: before.name, after: body.name.trim() },
        privileges: { before: before.privileges, after: [...new Set(body.privileges)] },
      };
      Object.assign(role, {
        name: body.name.trim(),
        description: body.description,
        privileges: [...new Set(body.privileges)],
        updated_at: new Date(now).toISOString(),
      });
      audit(db, request, user, 'role.update', { type: 'role', id: role.id }, now, changes);
      return { status: 200, body: roleView(db, role) };
    },
  },

  deleteRole: {
    privileges: ['roles:delete'],
    handle({ db, caller, params, now, request }) {
      const { user } = userCaller(caller);
      const role = orgRole(db, user.org_id, params.roleId);
      if (role.is_predefined) throw forbidden('Predefined roles cannot be deleted.');
      const holders = db.users.filter((u) => u.role_ids.includes(role.id)).length;
      if (holders > 0)
        throw conflict(`The role is still given to ${holders} user${holders === 1 ? '' : 's'}.`);
      db.roles.delete(role.id);
      audit(db, request, user, 'role.delete', { type: 'role', id: role.id, name: role.name }, now);
      return { status: 204 };
    },
  },
});
