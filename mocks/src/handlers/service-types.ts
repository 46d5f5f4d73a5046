import type { Db } from '../db/db.ts';
import type { ServiceType } from '../db/types.ts';
import { conflict, invalidField } from '../http/errors.ts';
import { paginate } from '../http/list.ts';
import { defineHandlers } from './context.ts';
import { rowOr404, staffReads } from './staff-access.ts';
import { diff, staffChange } from './staff-audit.ts';

type Category = ServiceType['category'];

function assertCodeFree(db: Db, code: string, exceptId?: number): void {
  if (db.serviceTypes.find((t) => t.code === code && t.id !== exceptId))
    throw invalidField(['code'], 'A service type with this code already exists.');
}

/**
 * The type a service of a category is billed under: the oldest type of that category. The mock's services
 * carry no type of their own, so every service of a category counts against this one type.
 */
export function serviceTypeFor(db: Db, category: Category): ServiceType | undefined {
  return db.serviceTypes.find((t) => t.category === category);
}

function categoryCount(db: Db, category: Category): number {
  switch (category) {
    case 'alias':
      return db.aliases.size;
    case 'virtual_desktop':
      return db.virtualDesktops.size;
    case 'virtual_phone':
      return db.virtualPhones.size;
    case 'sms_number':
      return db.smsNumbers.filter((n) => n.alias_id !== null).length;
    case 'file_sharing':
      return db.fileShares.size;
    case 'resource_pool':
      return db.resourcePools.size;
  }
}

/** How many services are billed under this type. */
function servicesCount(db: Db, type: ServiceType): number {
  return serviceTypeFor(db, type.category)?.id === type.id ? categoryCount(db, type.category) : 0;
}

const view = (db: Db, type: ServiceType) => ({ ...type, services_count: servicesCount(db, type) });

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
          services_count: (t) => servicesCount(db, t),
        },
        defaultSort: 'name',
      });
      return { status: 200, body: { ...page, items: page.items.map((t) => view(db, t)) } };
    },
  },

  createServiceType: {
    handle({ db, caller, body, now, request }) {
      const staff = staffReads(caller);
      assertCodeFree(db, body.code);
      const type = db.serviceTypes.insert({ ...body, created_at: new Date(now).toISOString() });
      staffChange(db, request, staff, 'service_type.create', { type: 'service_type', ...type }, now);
      return { status: 201, body: view(db, type) };
    },
  },

  getServiceType: {
    handle({ db, caller, params }) {
      staffReads(caller);
      return { status: 200, body: view(db, rowOr404(db.serviceTypes, params.serviceTypeId, 'Service type')) };
    },
  },

  updateServiceType: {
    handle({ db, caller, params, body, now, request }) {
      const staff = staffReads(caller);
      const type = rowOr404(db.serviceTypes, params.serviceTypeId, 'Service type');
      assertCodeFree(db, body.code, type.id);
      const used = servicesCount(db, type);
      if (used > 0 && body.category !== type.category) {
        throw invalidField(['category'], `In use by ${used} services: the category cannot change.`);
      }
      const changes = diff(type, { ...type, ...body });
      Object.assign(type, body);
      staffChange(db, request, staff, 'service_type.update', { type: 'service_type', ...type }, now, changes);
      return { status: 200, body: view(db, type) };
    },
  },

  deleteServiceType: {
    handle({ db, caller, params, now, request }) {
      const staff = staffReads(caller);
      const type = rowOr404(db.serviceTypes, params.serviceTypeId, 'Service type');
      const used = servicesCount(db, type);
      if (used > 0) throw conflict(`In use by ${used} services: retire it instead of deleting it.`);
      db.serviceTypes.delete(type.id);
      staffChange(db, request, staff, 'service_type.delete', { type: 'service_type', ...type }, now);
      return { status: 204 };
    },
  },
});
