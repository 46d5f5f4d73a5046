import type { components } from '../contract/types.ts';
import type { Db } from '../db/db.ts';
import type { Alias, ResourcePool, ServiceType, VirtualDesktop } from '../db/types.ts';
import { notFound } from '../http/errors.ts';
import { paginate } from '../http/list.ts';
import { childOf } from './alias-access.ts';
import { aliasDetailView, aliasView } from './aliases.ts';
import { defineHandlers } from './context.ts';
import { serviceTypeFor } from './service-types.ts';
import { staffReads } from './staff-access.ts';
import { staffAudit } from './staff-audit.ts';
import { applyDesktopAction, desktopView } from './virtual-desktops.ts';
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

/** The RDP side of a desktop (call after `desktopView`, which settles a finished start). */
function rdpStatus(db: Db, desktop: VirtualDesktop, alias: Alias, now: number): Schemas['RdpStatus'] {
  const base = {
    desktop_status: desktop.status,
    changing: desktop.status === 'starting',
    connected_user: null,
    client_ip: null,
    session_started_at: null,
    checked_at: new Date(now).toISOString(),
  };
  if (desktop.status === 'starting') return { ...base, status: 'starting' };
  if (desktop.status !== 'running') return { ...base, status: 'unreachable' };
  if (!desktop.rdp_connected) return { ...base, status: 'disconnected' };
  const user = alias.primary_user_id === null ? undefined : db.users.get(alias.primary_user_id);
  return {
    ...base,
    status: 'connected',
    connected_user: user?.email ?? alias.email,
    client_ip: `203.0.113.${(desktop.id * 7) % 250}`,
    session_started_at: desktop.last_started_at,
  };
}

function adminDesktopView(db: Db, desktop: VirtualDesktop, alias: Alias, now: number) {
  const view = desktopView(db, desktop, now); // settles a finished start first
  return { ...view, rdp: rdpStatus(db, desktop, alias, now) };
}

type ServiceRecord = Schemas['ServiceRecord'];
type PoolKind = ResourcePool['kind'];

/**
 * The pool a service draws from: desktops from a desktop pool at their location; phones and SMS numbers
 * (which have no location of their own) from one of the pools of their kind, chosen by id.
 */
function poolFor(db: Db, kind: PoolKind, id: number, locationId?: number): ResourcePool | undefined {
  const pools = db.resourcePools.filter(
    (p) => p.kind === kind && (locationId === undefined || p.location_id === locationId),
  );
  return pools.length ? pools[id % pools.length] : undefined;
}

function placement(db: Db, pool: ResourcePool | undefined, locationId = pool?.location_id) {
  return {
    location_id: locationId ?? null,
    location_name: locationId === undefined ? null : (db.locations.get(locationId)?.name ?? null),
    pool_id: pool?.id ?? null,
    pool_name: pool?.name ?? null,
  };
}

/** Every service of one kind across organisations, as the staff's service lists show them. */
function serviceRecords(db: Db, kind: ServiceRecord['kind']): ServiceRecord[] {
  const typeRef = (category: ServiceType['category']) => {
    const type = serviceTypeFor(db, category);
    return { service_type_id: type?.id ?? null, service_type_name: type?.name ?? null };
  };
  const viaAlias = (aliasId: number | null) => {
    const alias = aliasId === null ? undefined : db.aliases.get(aliasId);
    return {
      ...orgRef(db, alias?.org_id ?? 0),
      alias_id: alias?.id ?? null,
      alias_name: alias?.name ?? null,
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
        ...orgRef(db, a.org_id),
        alias_id: null,
        alias_name: null,
        ...typeRef('alias'),
        ...placement(db, undefined),
      }));
    case 'virtualdesktops':
      return db.virtualDesktops.all().map((d) => ({
        id: d.id,
        kind,
        name: d.name,
        status: d.status,
        created_at: d.created_at,
        ...viaAlias(d.alias_id),
        ...typeRef('virtual_desktop'),
        ...placement(db, poolFor(db, 'desktop', d.id, d.location_id), d.location_id),
      }));
    case 'virtualphones':
      return db.virtualPhones.all().map((p) => ({
        id: p.id,
        kind,
        name: p.number,
        status: p.status,
        created_at: p.created_at,
        ...viaAlias(p.alias_id),
        ...typeRef('virtual_phone'),
        ...placement(db, poolFor(db, 'phone', p.id)),
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
          ...viaAlias(n.alias_id),
          ...typeRef('sms_number'),
          ...placement(db, poolFor(db, 'sms', n.id)),
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
        ...typeRef('resource_pool'),
        ...placement(db, p),
      }));
  }
}

/** How many services of each kind run at a location (the location's detail). */
export function servicesAtLocation(db: Db, locationId: number) {
  const here = (kind: 'virtualdesktops' | 'resourcepools') =>
    serviceRecords(db, kind).filter((r) => r.location_id === locationId).length;
  return { virtualdesktops: here('virtualdesktops'), resourcepools: here('resourcepools') };
}

export const adminServicesHandlers = defineHandlers({
  listAdminAliases: {
    handle({ db, caller, query }) {
      staffReads(caller);
      const rows = db.aliases.filter(
        (a) =>
          (query.organization_id === undefined || a.org_id === query.organization_id) &&
          (!query.status || a.status === query.status),
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
      return { status: 200, body: adminDesktopView(db, desktop, alias, now) };
    },
  },

  performAdminVirtualDesktopAction: {
    handle({ db, caller, params, body, now, request }) {
      const staff = staffReads(caller);
      const alias = orgAlias(db, params.orgId, params.aliasId);
      const desktop = childOf(db.virtualDesktops.get(params.desktopId), alias, 'Virtual desktop');
      applyDesktopAction(desktop, body.action, now);
      staffAudit(
        db,
        request,
        staff,
        {
          orgId: alias.org_id,
          action: `desktop.${body.action}`,
          description: `${body.action === 'stop' ? 'stopped' : `${body.action}ed`} virtual desktop ${desktop.name}`,
          target: { type: 'virtual_desktop', id: desktop.id },
        },
        now,
      );
      return { status: 202, body: adminDesktopView(db, desktop, alias, now) };
    },
  },

  getVirtualDesktopRdpStatus: {
    handle({ db, caller, params, now }) {
      staffReads(caller);
      const alias = orgAlias(db, params.orgId, params.aliasId);
      const desktop = childOf(db.virtualDesktops.get(params.desktopId), alias, 'Virtual desktop');
      return { status: 200, body: adminDesktopView(db, desktop, alias, now).rdp };
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
        (r) =>
          (query.organization_id === undefined || r.organization_id === query.organization_id) &&
          (query.location_id === undefined || r.location_id === query.location_id) &&
          (query.pool_id === undefined || r.pool_id === query.pool_id),
      );
      // The counts follow every filter but status, so each status shows what picking it would list.
      const needle = query.search?.trim().toLowerCase();
      const searched = needle
        ? rows.filter((r) =>
            [r.name, r.organization_name, r.alias_name].some((v) => v?.toLowerCase().includes(needle)),
          )
        : rows;
      const status_counts: Record<string, number> = {};
      for (const r of searched) status_counts[r.status] = (status_counts[r.status] ?? 0) + 1;
      const page = paginate(
        searched.filter((r) => !query.status || r.status === query.status),
        {
          ...query,
          search: undefined,
        },
        {
          searchIn: (r) => [r.name, r.organization_name, r.alias_name],
          sortBy: {
            id: (r) => r.id,
            name: (r) => r.name,
            status: (r) => r.status,
            created_at: (r) => r.created_at,
            organization_name: (r) => r.organization_name,
          },
          defaultSort: 'name',
        },
      );
      return { status: 200, body: { ...page, status_counts } };
    },
  },
});
