import { notFound } from '../http/errors.ts';
import { paginate } from '../http/list.ts';
import { defineHandlers, staffCaller } from './context.ts';
import { userSearchFields, userSortKeys } from './users.ts';
import { adminUserView } from './views.ts';

export const adminUsersHandlers = defineHandlers({
  getAdminUser: {
    handle({ db, caller, params }) {
      staffCaller(caller);
      const user = db.users.get(params.id);
      if (!user) throw notFound('User');
      return { status: 200, body: adminUserView(db, user) };
    },
  },

  listOrgUsers: {
    handle({ db, caller, params, query }) {
      staffCaller(caller);
      const orgId = params.id;
      if (orgId !== 0 && !db.organizations.get(orgId)) throw notFound('Organization');
      const rows = db.users.filter(
        (u) =>
          (orgId === 0 || u.org_id === orgId) && (query.status === undefined || u.status === query.status),
      );
      const page = paginate(rows, query, {
        // Staff find a user by their organisation's name too.
        searchIn: (u) => [...userSearchFields(u), db.organizations.get(u.org_id)?.name ?? ''],
        sortBy: userSortKeys,
        defaultSort: 'full_name',
      });
      return { status: 200, body: { ...page, items: page.items.map((u) => adminUserView(db, u)) } };
    },
  },
});
