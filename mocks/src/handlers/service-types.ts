import type { Db } from '../db/db.ts';
import type { ServiceType } from '../db/types.ts';
import { conflict, invalidField } from '../http/errors.ts';
import { paginate } from '../http/list.ts';
import { defineHandlers } from './context.ts';
import { rowOr404, staffMayChange, staffReads } from './staff-access.ts';

function assertCodeFree(db: Db, code: string, exceptId?: number): void {
  if (db.serviceTypes.find((t) => t.code === code && t.id !== exceptId))
    throw invalidField(['code'], 'A service type with this code already exists.');
}

/** A category is in use while any organisation holds a service of it. */
function inUse(db: Db, type: ServiceType): boolean {
  const counts: Record<ServiceType['category'], number> = {
    alias: db.aliases.size,
    virtual_desktop: db.virtualDesktops.size,
    virtual_phone: db.virtualPhones.size,
    sms_number: db.smsNumbers.filter((n) => n.alias_id !== null).length,
    file_sharing: db.fileShares.size,
    resource_pool: db.resourcePools.size,
  };
  const sameCategory = db.serviceTypes.filter((t) => t.category === type.category).length;
  return counts[type.category] > 0 && sameCategory === 1;
}

export const serviceTypesHandlers = defineHandlers({
  listServiceTypes: {
    handle({ db, caller, query }) {
      staffReads(caller);
      const page = paginate(db.serviceTypes.all(), query, {
        searchIn: (t) => [t.name, t.code, t.description],
        sortBy: {
          id: (t) => t.id,
          name: (t) => t.name,
          code: (t) => t.code,
          category: (t) => t.category,
          monthly_price_cents: (t) => t.monthly_price_cents,
          created_at: (t) => t.created_at,
        },
        defaultSort: 'name',
      });
      return { status: 200, body: page };
    },
  },

  createServiceType: {
    handle({ db, caller, body, now }) {
      staffMayChange(db, caller);
      assertCodeFree(db, body.code);
      return {
        status: 201,
        body: db.serviceTypes.insert({ ...body, created_at: new Date(now).toISOString() }),
      };
    },
  },

  getServiceType: {
    handle({ db, caller, params }) {
      staffReads(caller);
      return { status: 200, body: rowOr404(db.serviceTypes, params.serviceTypeId, 'Service type') };
    },
  },

  updateServiceType: {
    handle({ db, caller, params, body }) {
      staffMayChange(db, caller);
      const type = rowOr404(db.serviceTypes, params.serviceTypeId, 'Service type');
      assertCodeFree(db, body.code, type.id);
      return { status: 200, body: Object.assign(type, body) };
    },
  },

  deleteServiceType: {
    handle({ db, caller, params }) {
      staffMayChange(db, caller);
      const type = rowOr404(db.serviceTypes, params.serviceTypeId, 'Service type');
      if (inUse(db, type)) throw conflict('Organisations still use this service type.');
      db.serviceTypes.delete(type.id);
      return { status: 204 };
    },
  },
});
