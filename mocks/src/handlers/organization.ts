import type { components } from '../contract/types.ts';
import type { Db } from '../db/db.ts';
import type { Organization } from '../db/types.ts';
import { notFound } from '../http/errors.ts';
import { audit } from './audit.ts';
import { defineHandlers, userCaller } from './context.ts';

export function organizationView(db: Db, org: Organization): components['schemas']['Organization'] {
  const primary = db.users.find((u) => u.org_id === org.id && u.is_primary_user);
  // The row holds exactly the contract's own fields; the rest is derived.
  return {
    ...org,
    primary_user_id: primary?.id ?? null,
    primary_user_name: primary ? `${primary.first_name} ${primary.last_name}` : null,
    users_count: db.users.filter((u) => u.org_id === org.id).length,
    aliases_count: db.aliases.filter((a) => a.org_id === org.id).length,
  };
}

function ownOrganization(db: Db, orgId: number): Organization {
  const org = db.organizations.get(orgId);
  if (!org) throw notFound('Organization');
  return org;
}

export const organizationHandlers = defineHandlers({
  getOrganization: {
    privileges: ['administrative:org_edit', 'roles:*'],
    handle({ db, caller }) {
      return { status: 200, body: organizationView(db, ownOrganization(db, userCaller(caller).user.org_id)) };
    },
  },

  updateOrganization: {
    privileges: ['administrative:org_edit'],
    handle({ db, caller, body, now, request }) {
      const { user } = userCaller(caller);
      const org = ownOrganization(db, user.org_id);
      Object.assign(org, { ...body, email: body.email.toLowerCase() });
      audit(db, request, user, 'organization.update', { type: 'organization', id: org.id }, now);
      return { status: 200, body: organizationView(db, org) };
    },
  },
});
