import { invalidField, notFound } from '../http/errors.ts';
import { paginate } from '../http/list.ts';
import { defineHandlers, staffCaller } from './context.ts';
import { staffReads } from './staff-access.ts';
import { staffView } from './views.ts';

export const staffHandlers = defineHandlers({
  listStaff: {
    handle({ db, caller, query }) {
      staffCaller(caller);
      const page = paginate(db.staff.all(), query, {
        searchIn: (s) => [`${s.first_name} ${s.last_name}`, s.email],
        sortBy: {
          id: (s) => s.id,
          full_name: (s) => `${s.first_name} ${s.last_name}`,
          first_name: (s) => s.first_name,
          last_name: (s) => s.last_name,
          email: (s) => s.email,
          created_at: (s) => s.created_at,
        },
      });
      return {
        status: 200,
        body: {
          ...page,
          items: page.items.map((s) => ({
            ...staffView(db, s),
            full_name: `${s.first_name} ${s.last_name}`,
          })),
        },
      };
    },
  },

  listStaffRoles: {
    handle({ db, caller }) {
      staffCaller(caller);
      return {
        status: 200,
        body: db.staffRoles.all().map(({ id, name, description }) => ({ id, name, description })),
      };
    },
  },

  getCurrentStaff: {
    handle({ db, caller }) {
      return { status: 200, body: staffView(db, staffCaller(caller).staff) };
    },
  },

  getStaff: {
    handle({ db, caller, params }) {
      staffCaller(caller);
      const staff = db.staff.get(params.id);
      if (!staff) throw notFound('Staff member');
      return { status: 200, body: staffView(db, staff) };
    },
  },

  updateStaff: {
    handle({ db, caller, params, body }) {
      staffReads(caller);
      const staff = db.staff.get(params.id);
      if (!staff) throw notFound('Staff member');
      if (!db.staffRoles.get(body.role_id))
        throw invalidField(['role_id'], `Role ${body.role_id} does not exist.`);
      Object.assign(staff, { first_name: body.first_name, last_name: body.last_name, role_id: body.role_id });
      return { status: 200, body: staffView(db, staff) };
    },
  },
});
