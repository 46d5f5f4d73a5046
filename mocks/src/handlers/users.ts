import { assertPasswordPolicy } from '../auth/password-policy.ts';
import { hashPassword } from '../auth/passwords.ts';
import { type Db, noTwoFactor } from '../db/db.ts';
import { privilegesOf } from '../db/privileges.ts';
import type { User } from '../db/types.ts';
import { forbidden, invalidField } from '../http/errors.ts';
import { paginate } from '../http/list.ts';
import { audit } from './audit.ts';
import { nameOfRow } from './audit-targets.ts';
import { defineHandlers, userCaller } from './context.ts';
import { orgUser, userView } from './views.ts';

/** 422 at `body.email` when another user already has the address. */
export function assertEmailFree(db: Db, email: string, exceptUserId?: number): void {
  const taken = db.users.find((u) => u.email.toLowerCase() === email.toLowerCase() && u.id !== exceptUserId);
  if (taken) throw invalidField(['email'], 'A user with this e-mail already exists.');
}

/** 422 at `body.role_ids.<i>` for a role that is not one of the organisation's. */
function assertOrgRoles(db: Db, orgId: number, roleIds: readonly number[]): void {
  roleIds.forEach((id, i) => {
    if (db.roles.get(id)?.org_id !== orgId) throw invalidField(['role_ids', i], `Role ${id} does not exist.`);
  });
}

export const userSortKeys = {
  full_name: (u: User) => `${u.first_name} ${u.last_name}`,
  email: (u: User) => u.email,
  last_seen: (u: User) => u.last_seen,
  created_at: (u: User) => u.created_at,
  status: (u: User) => u.status,
};

export function userSearchFields(u: User): string[] {
  return [`${u.first_name} ${u.last_name}`, u.email];
}

/**
 * Users per role under every filter but the role's own (faceted counts, docs/product-rules.md#columns-and-views):
 * `rows` are already narrowed by the other filters; the search applies here as it does to the page.
 */
function roleCounts(rows: readonly User[], query: { search?: string }): Record<string, number> {
  const needle = query.search?.trim().toLowerCase();
  const counts: Record<string, number> = {};
  for (const u of rows) {
    if (needle && !userSearchFields(u).some((field) => field.toLowerCase().includes(needle))) continue;
    for (const id of u.role_ids) counts[id] = (counts[id] ?? 0) + 1;
  }
  return counts;
}

/** Who may list users; also who receives user events (live/audience.ts). */
export const USERS_READ = ['users:list', 'users:edit'] as const;

export const usersHandlers = defineHandlers({
  listUsers: {
    privileges: USERS_READ,
    handle({ db, caller, query }) {
      const { user } = userCaller(caller);
      const rows = db.users.filter(
        (u) => u.org_id === user.org_id && (query.status === undefined || u.status === query.status),
      );
      const page = paginate(
        rows.filter((u) => query.role_id === undefined || u.role_ids.includes(query.role_id)),
        query,
        { searchIn: userSearchFields, sortBy: userSortKeys, defaultSort: 'full_name' },
      );
      return {
        status: 200,
        body: {
          ...page,
          items: page.items.map((u) => userView(db, u)),
          role_counts: roleCounts(rows, query),
        },
      };
    },
  },

  createUser: {
    privileges: ['users:add'],
    handle({ db, caller, body, now, request }) {
      const { user: actor } = userCaller(caller);
      assertEmailFree(db, body.email);
      assertOrgRoles(db, actor.org_id, body.role_ids);
      if (body.password !== undefined)
        assertPasswordPolicy(body.password, 'password', db.settings.password_policy);
      const created = db.users.insert({
        org_id: actor.org_id,
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email.toLowerCase(),
        phone: '',
        // No password yet: an empty hash matches nothing until one is set.
        password_hash: body.password === undefined ? '' : hashPassword(body.password),
        status: body.status,
        is_primary_user: false,
        role_ids: [...body.role_ids],
        last_seen: null,
        created_at: new Date(now).toISOString(),
        two_factor: noTwoFactor(),
        last_password_at: null,
      });
      audit(db, request, actor, 'user.create', { type: 'user', id: created.id }, now);
      return { status: 201, body: userView(db, created) };
    },
  },

  getUser: {
    privileges: ['users:edit', 'users:list'],
    handle({ db, caller, params }) {
      return { status: 200, body: userView(db, orgUser(db, userCaller(caller).user.org_id, params.id)) };
    },
  },

  updateUser: {
    privileges: ['users:edit'],
    handle({ state, db, caller, params, body, now, request }) {
      const { user: actor } = userCaller(caller);
      const user = orgUser(db, actor.org_id, params.id);
      if (user.is_primary_user && !body.status) throw forbidden('The account owner cannot be deactivated.');
      assertEmailFree(db, body.email, user.id);
      assertOrgRoles(db, actor.org_id, body.role_ids);
      Object.assign(user, {
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email.toLowerCase(),
        status: body.status,
        role_ids: [...body.role_ids],
      });
      if (!user.status) state.sessions.revokeSubject({ kind: 'user', id: user.id });
      audit(db, request, actor, 'user.update', { type: 'user', id: user.id }, now);
      return { status: 200, body: userView(db, user) };
    },
  },

  deleteUser: {
    privileges: ['users:delete'],
    handle({ state, db, caller, params, now, request }) {
      const { user: actor } = userCaller(caller);
      const user = orgUser(db, actor.org_id, params.id);
      if (user.is_primary_user) throw forbidden('The account owner cannot be deleted.');
      if (user.id === actor.id) throw forbidden('You cannot delete your own account.');
      db.users.delete(user.id);
      state.sessions.revokeSubject({ kind: 'user', id: user.id });
      audit(db, request, actor, 'user.delete', { type: 'user', id: user.id, name: nameOfRow(user) }, now);
      return { status: 204 };
    },
  },

  getPasswordPolicy: {
    // Staff set the policy in the platform settings.
    handle({ db }) {
      return { status: 200, body: { ...db.settings.password_policy } };
    },
  },

  setUserPassword: {
    privileges: ['users:change_password'],
    handle({ state, db, caller, params, body, now, request }) {
      const { user: actor } = userCaller(caller);
      const user = orgUser(db, actor.org_id, params.user_id);
      assertPasswordPolicy(body.password, 'password', db.settings.password_policy);
      user.password_hash = hashPassword(body.password);
      if (user.id !== actor.id) state.sessions.revokeSubject({ kind: 'user', id: user.id });
      audit(db, request, actor, 'password.change', { type: 'user', id: user.id }, now);
      return { status: 200, body: { detail: 'The password has been changed.' } };
    },
  },

  getUserPrivileges: {
    handle({ db, caller }) {
      return { status: 200, body: privilegesOf(db, userCaller(caller).user) };
    },
  },
});
