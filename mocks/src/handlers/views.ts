import type { components } from '../contract/types.ts';
import type { Db } from '../db/db.ts';
import type { Staff, User } from '../db/types.ts';
import { notFound } from '../http/errors.ts';

type Schemas = components['schemas'];

/** A user as the contract shows it. */
export function userView(db: Db, user: User): Schemas['User'] {
  const roles = user.role_ids.map((id) => db.roles.get(id)).filter((r) => r !== undefined);
  return {
    id: user.id,
    organization_id: user.org_id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: `${user.first_name} ${user.last_name}`,
    status: user.status,
    is_primary_user: user.is_primary_user,
    roles_names: roles.map((r) => r.name),
    role_ids: roles.map((r) => r.id),
    last_seen: user.last_seen,
    created_at: user.created_at,
  };
}

export function adminUserView(db: Db, user: User): Schemas['AdminUser'] {
  return {
    ...userView(db, user),
    organization_name: db.organizations.get(user.org_id)?.name ?? '',
    two_factor_enabled: user.two_factor.enabled,
  };
}

export function staffView(db: Db, staff: Staff): Schemas['Staff'] {
  return {
    id: staff.id,
    first_name: staff.first_name,
    last_name: staff.last_name,
    email: staff.email,
    role_id: staff.role_id,
    role_name: db.staffRoles.get(staff.role_id)?.name ?? '',
    created_at: staff.created_at,
  };
}

/** A user of the caller's organisation; any other (or unknown) id is a 404, so other orgs stay invisible. */
export function orgUser(db: Db, orgId: number, userId: number): User {
  const user = db.users.get(userId);
  if (!user || user.org_id !== orgId) throw notFound('User');
  return user;
}
