import type { components } from '../contract/types.ts';
import type { Db } from '../db/db.ts';
import type { Alias, VirtualDesktop } from '../db/types.ts';
import { notFound } from '../http/errors.ts';
import { paginate } from '../http/list.ts';
import { aliasDetailView, aliasView } from './aliases.ts';
import { childOf } from './alias-access.ts';
import { defineHandlers } from './context.ts';
import { staffReads } from './staff-access.ts';
import { desktopView } from './virtual-desktops.ts';
import { phoneView } from './virtual-phones.ts';

type Schemas = components['schemas'];

function orgRef(db: Db, orgId: number) {
  return { organization_id: orgId, organization_name: db.organizations.get(orgId)?.name ?? '' };
}

/** An alias addressed through its organisation; a mismatched pair is a 404. */
function orgAlias(db: Db, orgId: number, aliasId: number): Alias {
  const alias = db.aliases.get(aliasId);
  if (!alias || alias.org_id !== orgId) throw notFound('Alias');
  return alias;
}

function rdpStatus(db: Db, desktop: VirtualDesktop, alias: Alias, now: number): Schemas['RdpStatus'] {
  const checked_at = new Date(now).toISOString();
  if (desktop.status !== 'running') {
    return {
      status: 'unreachable',
      connected_user: null,
      client_ip: null,
      session_started_at: null,
      checked_at,
    };
  }
  if (!desktop.rdp_connected) {
    return {
      status: 'disconnected',
      connected_user: null,
      client_ip: null,
      session_started_at: null,
      checked_at,
    };
  }
  const user = alias.primary_user_id === null ? undefined : db.users.get(alias.primary_user_id);
  return {
    status: 'connected',
    connected_user: user?.email ?? alias.email,
    client_ip: `203.0.113.${(desktop.id * 7) % 250}`,
    session_started_at: desktop.last_started_at,
    checked_at,
  };
}

type ServiceRecord = Schemas['ServiceRecord'];

/** Every service of one kind across organisations, as the staff's service lists show them. */
function serviceRecords(db: Db, kind: ServiceRecord['kind']): ServiceRecord[] {
  const typeOf = (category: string) => db.serviceTypes.find((t) => t.category === category);
  const viaAlias = (aliasId: number | null, category: string) => {
    const alias = aliasId === null ? undefined : db.aliases.get(aliasId);
    const type = typeOf(category);
    return {
      ...orgRef(db, alias?.org_id ?? 0),
      alias_id: alias?.id ?? null,
      alias_name: alias?.name ?? null,
      service_type_id: type?.id ?? null,
      service_type_name: type?.name ?? null,
    };
  };
  switch (kind) {
    case 'aliases':
      return db.aliases.all().map((a) => ({
        id: a.id,
        kind,
        name: a.name,
        status: a.status,
        created_at: a.created_at,
        ...viaAlias(a.id, 'alias'),
        alias_id: null,
        alias_name: null,
      }));
    case 'virtualdesktops':
      return db.virtualDesktops.all().map((d) => ({
        id: d.id,
        kind,
        name: d.name,
        status: d.status,
        created_at: d.created_at,
        ...viaAlias(d.alias_id, 'virtual_desktop'),
      }));
    case 'virtualphones':
      return db.virtualPhones.all().map((p) => ({
        id: p.id,
        kind,
        name: p.number,
        status: p.status,
        created_at: p.created_at,
        ...viaAlias(p.alias_id, 'virtual_phone'),
      }));
    case 'smsnumbers':
      return db.smsNumbers
        .filter((n) => n.alias_id !== null)
        .map((n) => ({
          id: n.id,
          kind,
          name: n.number,
          status: n.status,
          created_at: n.created_at,
          ...viaAlias(n.alias_id, 'sms_number'),
        }));
    case 'resourcepools':
      // Pools belong to the provider, not to an organisation: organisation 0.
      return db.resourcePools.all().map((p) => ({
        id: p.id,
        kind,
        name: p.name,
        status: p.status,
        created_at: p.created_at,
        organization_id: 0,
        organization_name: 'Provider',
        alias_id: null,
        alias_name: null,
        service_type_id: typeOf('resource_pool')?.id ?? null,
        service_type_name: typeOf('resource_pool')?.name ?? null,
      }));
  }
}

export const adminServicesHandlers = defineHandlers({
  listAdminAliases: {
    handle({ db, caller, query }) {
      staffReads(caller);
      const rows = db.aliases.filter(
        (a) => query.organization_id === undefined || a.org_id === query.organization_id,
      );
      const page = paginate(rows, query, {
        searchIn: (a) => [a.name, a.email, db.organizations.get(a.org_id)?.name],
        sortBy: {
          id: (a) => a.id,
          name: (a) => a.name,
          created_at: (a) => a.created_at,
          status: (a) => a.status,
        },
        defaultSort: 'name',
      });
      return {
        status: 200,
        body: { ...page, items: page.items.map((a) => ({ ...aliasView(db, a), ...orgRef(db, a.org_id) })) },
      };
    },
  },

  getAdminAlias: {
    handle({ db, caller, params, now }) {
      staffReads(caller);
      const alias = orgAlias(db, params.orgId, params.aliasId);
      return { status: 200, body: { ...aliasDetailView(db, alias, now), ...orgRef(db, alias.org_id) } };
    },
  },

  getAdminVirtualDesktop: {
    handle({ db, caller, params, now }) {
      staffReads(caller);
      const alias = orgAlias(db, params.orgId, params.aliasId);
      const desktop = childOf(db.virtualDesktops.get(params.desktopId), alias, 'Virtual desktop');
      return {
        status: 200,
        body: { ...desktopView(db, desktop, now), rdp: rdpStatus(db, desktop, alias, now) },
      };
    },
  },

  getVirtualDesktopRdpStatus: {
    handle({ db, caller, params, now }) {
      staffReads(caller);
      const alias = orgAlias(db, params.orgId, params.aliasId);
      const desktop = childOf(db.virtualDesktops.get(params.desktopId), alias, 'Virtual desktop');
      desktopView(db, desktop, now); // settles a finished start first
      return { status: 200, body: rdpStatus(db, desktop, alias, now) };
    },
  },

  getAdminVirtualPhone: {
    handle({ db, caller, params }) {
      staffReads(caller);
      const alias = orgAlias(db, params.orgId, params.aliasId);
      return {
        status: 200,
        body: phoneView(childOf(db.virtualPhones.get(params.phoneId), alias, 'Virtual phone')),
      };
    },
  },

  listServices: {
    handle({ db, caller, params, query }) {
      staffReads(caller);
      const rows = serviceRecords(db, params.kind).filter(
        (r) => query.organization_id === undefined || r.organization_id === query.organization_id,
      );
      const page = paginate(rows, query, {
        searchIn: (r) => [r.name, r.organization_name, r.alias_name],
        sortBy: {
          id: (r) => r.id,
          name: (r) => r.name,
          status: (r) => r.status,
          created_at: (r) => r.created_at,
          organization_name: (r) => r.organization_name,
        },
        defaultSort: 'name',
      });
      return { status: 200, body: page };
    },
  },
});
