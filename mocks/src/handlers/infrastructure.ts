import type { components } from '../contract/types.ts';
import type { Db } from '../db/db.ts';
import type { Network, ResourcePool, SmsNumber, VpnGateway } from '../db/types.ts';
import { conflict, invalidField } from '../http/errors.ts';
import { paginate } from '../http/list.ts';
import { servicesAtLocation } from './admin-services.ts';
import { defineHandlers } from './context.ts';
import { rowOr404, staffReads } from './staff-access.ts';
import { diff, staffChange } from './staff-audit.ts';

type Schemas = components['schemas'];
const INFRA = 'infra:*';

const locationName = (db: Db, id: number) => db.locations.get(id)?.name ?? '';

function assertLocation(db: Db, id: number): void {
  if (!db.locations.get(id)) throw invalidField(['location_id'], `Location ${id} does not exist.`);
}

function poolView(db: Db, pool: ResourcePool): Schemas['ResourcePool'] {
  return { ...pool, location_name: locationName(db, pool.location_id) };
}

function gatewayView(db: Db, gateway: VpnGateway): Schemas['VpnGateway'] {
  return {
    ...gateway,
    location_name: locationName(db, gateway.location_id),
    networks_count: db.networks.filter((n) => n.vpn_gateway_id === gateway.id).length,
  };
}

function networkView(db: Db, network: Network): Schemas['Network'] {
  const org = network.organization_id === null ? undefined : db.organizations.get(network.organization_id);
  return { ...network, organization_name: org?.name ?? null };
}

function infraSmsView(db: Db, sms: SmsNumber): Schemas['InfraSmsNumber'] {
  const alias = sms.alias_id === null ? undefined : db.aliases.get(sms.alias_id);
  const org = alias ? db.organizations.get(alias.org_id) : undefined;
  return {
    id: sms.id,
    number: sms.number,
    provider: sms.provider,
    status: alias ? 'assigned' : sms.reserved ? 'reserved' : 'available',
    alias_id: alias?.id ?? null,
    alias_name: alias?.name ?? null,
    organization_id: org?.id ?? null,
    organization_name: org?.name ?? null,
    created_at: sms.created_at,
  };
}

/** An IPv4 CIDR as [first, last] address numbers, or a 422 at `body.cidr` saying what is wrong. */
function cidrRange(cidr: string): [number, number] {
  const bad = (msg: string) => invalidField(['cidr'], msg, 'cidr');
  const [address = '', prefixText = ''] = cidr.split('/');
  const octets = address.split('.');
  if (octets.length !== 4 || octets.some((o) => !/^\d{1,3}$/.test(o) || Number(o) > 255))
    throw bad(`${address} is not an IPv4 address.`);
  const prefix = Number(prefixText);
  if (!/^\d{1,2}$/.test(prefixText) || prefix > 32) throw bad('The prefix must be between /0 and /32.');
  const start = octets.reduce((n, o) => n * 256 + Number(o), 0);
  const span = 2 ** (32 - prefix);
  if (start % span !== 0) {
    const base = start - (start % span);
    const dotted = [24, 16, 8, 0].map((shift) => Math.floor(base / 2 ** shift) % 256).join('.');
    throw bad(`${cidr} has host bits set; the network is ${dotted}/${prefix}.`);
  }
  return [start, start + span - 1];
}

/** A valid CIDR that overlaps no other network (the one being edited excepted): 422 at `body.cidr`. */
function assertCidrFree(db: Db, cidr: string, exceptId?: number): void {
  const [start, end] = cidrRange(cidr);
  const clash = db.networks.find((n) => {
    if (n.id === exceptId) return false;
    const [s, e] = cidrRange(n.cidr);
    return start <= e && s <= end;
  });
  if (clash) throw invalidField(['cidr'], `Overlaps ${clash.name} (${clash.cidr}).`, 'cidr_overlap');
}

function assertNetworkRefs(
  db: Db,
  body: { vpn_gateway_id: number | null; organization_id: number | null },
): void {
  if (body.vpn_gateway_id !== null && !db.vpnGateways.get(body.vpn_gateway_id)) {
    throw invalidField(['vpn_gateway_id'], `VPN gateway ${body.vpn_gateway_id} does not exist.`);
  }
  if (body.organization_id !== null && !db.organizations.get(body.organization_id)) {
    throw invalidField(['organization_id'], `Organization ${body.organization_id} does not exist.`);
  }
}

const byName = {
  id: (r: { id: number }) => r.id,
  name: (r: { name: string }) => r.name,
  created_at: (r: { created_at: string }) => r.created_at,
};
const at = (now: number) => new Date(now).toISOString();

export const infrastructureHandlers = defineHandlers({
  listLocations: {
    handle({ db, caller, query }) {
      staffReads(caller);
      return {
        status: 200,
        body: paginate(db.locations.all(), query, {
          searchIn: (l) => [l.name, l.code, l.city],
          sortBy: { ...byName, code: (l) => l.code, country: (l) => l.country },
          defaultSort: 'name',
        }),
      };
    },
  },
  createLocation: {
    staffArea: INFRA,
    handle({ db, caller, body, now, request }) {
      const staff = staffReads(caller);
      if (db.locations.find((l) => l.code === body.code))
        throw invalidField(['code'], 'A location with this code already exists.');
      const location = db.locations.insert({ ...body, created_at: at(now) });
      staffChange(db, request, staff, 'location.create', { type: 'location', ...location }, now);
      return { status: 201, body: location };
    },
  },
  getLocation: {
    handle({ db, caller, params }) {
      staffReads(caller);
      const location = rowOr404(db.locations, params.locationId, 'Location');
      const here = (row: { location_id: number }) => row.location_id === location.id;
      return {
        status: 200,
        body: {
          ...location,
          resource_pools: db.resourcePools.filter(here).map((p) => poolView(db, p)),
          vpn_gateways: db.vpnGateways.filter(here).map((g) => gatewayView(db, g)),
          services_count: servicesAtLocation(db, location.id),
        },
      };
    },
  },
  updateLocation: {
    staffArea: INFRA,
    handle({ db, caller, params, body, now, request }) {
      const staff = staffReads(caller);
      const location = rowOr404(db.locations, params.locationId, 'Location');
      if (db.locations.find((l) => l.code === body.code && l.id !== location.id))
        throw invalidField(['code'], 'A location with this code already exists.');
      const changes = diff(location, { ...location, ...body });
      Object.assign(location, body);
      staffChange(db, request, staff, 'location.update', { type: 'location', ...location }, now, changes);
      return { status: 200, body: location };
    },
  },
  deleteLocation: {
    staffArea: INFRA,
    handle({ db, caller, params, now, request }) {
      const staff = staffReads(caller);
      const location = rowOr404(db.locations, params.locationId, 'Location');
      const used = (row: { location_id: number }) => row.location_id === location.id;
      if (db.resourcePools.find(used) || db.vpnGateways.find(used) || db.virtualDesktops.find(used)) {
        throw conflict('The location is still in use by pools, gateways or desktops.');
      }
      db.locations.delete(location.id);
      staffChange(db, request, staff, 'location.delete', { type: 'location', ...location }, now);
      return { status: 204 };
    },
  },

  listResourcePools: {
    handle({ db, caller, query }) {
      staffReads(caller);
      const rows = db.resourcePools.filter(
        (p) =>
          (query.location_id === undefined || p.location_id === query.location_id) &&
          (!query.kind || p.kind === query.kind),
      );
      const page = paginate(rows, query, {
        searchIn: (p) => [p.name, locationName(db, p.location_id)],
        sortBy: { ...byName, kind: (p) => p.kind, capacity: (p) => p.capacity, status: (p) => p.status },
        defaultSort: 'name',
      });
      return { status: 200, body: { ...page, items: page.items.map((p) => poolView(db, p)) } };
    },
  },
  createResourcePool: {
    staffArea: INFRA,
    handle({ db, caller, body, now, request }) {
      const staff = staffReads(caller);
      assertLocation(db, body.location_id);
      const pool = db.resourcePools.insert({ ...body, used: 0, created_at: at(now) });
      staffChange(db, request, staff, 'resource_pool.create', { type: 'resource_pool', ...pool }, now);
      return { status: 201, body: poolView(db, pool) };
    },
  },
  updateResourcePool: {
    staffArea: INFRA,
    handle({ db, caller, params, body, now, request }) {
      const staff = staffReads(caller);
      const pool = rowOr404(db.resourcePools, params.poolId, 'Resource pool');
      assertLocation(db, body.location_id);
      if (body.capacity < pool.used)
        throw invalidField(['capacity'], `Capacity cannot be below the ${pool.used} units in use.`);
      const changes = diff(pool, { ...pool, ...body });
      Object.assign(pool, body);
      staffChange(
        db,
        request,
        staff,
        'resource_pool.update',
        { type: 'resource_pool', ...pool },
        now,
        changes,
      );
      return { status: 200, body: poolView(db, pool) };
    },
  },

  getResourcePool: {
    handle({ db, caller, params }) {
      staffReads(caller);
      return { status: 200, body: poolView(db, rowOr404(db.resourcePools, params.poolId, 'Resource pool')) };
    },
  },
  deleteResourcePool: {
    staffArea: INFRA,
    handle({ db, caller, params, now, request }) {
      const staff = staffReads(caller);
      const pool = rowOr404(db.resourcePools, params.poolId, 'Resource pool');
      if (pool.used > 0) throw conflict(`${pool.used} units of this pool are in use; empty it first.`);
      db.resourcePools.delete(pool.id);
      staffChange(db, request, staff, 'resource_pool.delete', { type: 'resource_pool', ...pool }, now);
      return { status: 204 };
    },
  },

  listVpnGateways: {
    handle({ db, caller, query }) {
      staffReads(caller);
      const page = paginate(db.vpnGateways.all(), query, {
        searchIn: (g) => [g.name, g.public_ip],
        sortBy: { ...byName, status: (g) => g.status, protocol: (g) => g.protocol },
        defaultSort: 'name',
      });
      return { status: 200, body: { ...page, items: page.items.map((g) => gatewayView(db, g)) } };
    },
  },
  createVpnGateway: {
    staffArea: INFRA,
    handle({ db, caller, body, now, request }) {
      const staff = staffReads(caller);
      assertLocation(db, body.location_id);
      const gateway = db.vpnGateways.insert({
        ...body,
        status: 'online',
        connected_clients: 0,
        created_at: at(now),
      });
      staffChange(db, request, staff, 'vpn_gateway.create', { type: 'vpn_gateway', ...gateway }, now);
      return { status: 201, body: gatewayView(db, gateway) };
    },
  },
  getVpnGateway: {
    handle({ db, caller, params }) {
      staffReads(caller);
      return {
        status: 200,
        body: gatewayView(db, rowOr404(db.vpnGateways, params.gatewayId, 'VPN gateway')),
      };
    },
  },
  updateVpnGateway: {
    staffArea: INFRA,
    handle({ db, caller, params, body, now, request }) {
      const staff = staffReads(caller);
      const gateway = rowOr404(db.vpnGateways, params.gatewayId, 'VPN gateway');
      assertLocation(db, body.location_id);
      const changes = diff(gateway, { ...gateway, ...body });
      Object.assign(gateway, body);
      staffChange(
        db,
        request,
        staff,
        'vpn_gateway.update',
        { type: 'vpn_gateway', ...gateway },
        now,
        changes,
      );
      return { status: 200, body: gatewayView(db, gateway) };
    },
  },
  deleteVpnGateway: {
    staffArea: INFRA,
    handle({ db, caller, params, now, request }) {
      const staff = staffReads(caller);
      const gateway = rowOr404(db.vpnGateways, params.gatewayId, 'VPN gateway');
      if (db.networks.find((n) => n.vpn_gateway_id === gateway.id))
        throw conflict('Networks still route through this gateway.');
      db.vpnGateways.delete(gateway.id);
      staffChange(db, request, staff, 'vpn_gateway.delete', { type: 'vpn_gateway', ...gateway }, now);
      return { status: 204 };
    },
  },

  listNetworks: {
    handle({ db, caller, query }) {
      staffReads(caller);
      const rows = db.networks.filter(
        (n) =>
          (query.organization_id === undefined || n.organization_id === query.organization_id) &&
          (query.vpn_gateway_id === undefined || n.vpn_gateway_id === query.vpn_gateway_id),
      );
      const page = paginate(rows, query, {
        searchIn: (n) => [n.name, n.cidr],
        sortBy: { ...byName, cidr: (n) => n.cidr, vlan_id: (n) => n.vlan_id },
        defaultSort: 'name',
      });
      return { status: 200, body: { ...page, items: page.items.map((n) => networkView(db, n)) } };
    },
  },
  createNetwork: {
    staffArea: INFRA,
    handle({ db, caller, body, now, request }) {
      const staff = staffReads(caller);
      assertCidrFree(db, body.cidr);
      assertNetworkRefs(db, body);
      const network = db.networks.insert({ ...body, created_at: at(now) });
      staffChange(db, request, staff, 'network.create', { type: 'network', ...network }, now);
      return { status: 201, body: networkView(db, network) };
    },
  },
  getNetwork: {
    handle({ db, caller, params }) {
      staffReads(caller);
      return { status: 200, body: networkView(db, rowOr404(db.networks, params.networkId, 'Network')) };
    },
  },
  updateNetwork: {
    staffArea: INFRA,
    handle({ db, caller, params, body, now, request }) {
      const staff = staffReads(caller);
      const network = rowOr404(db.networks, params.networkId, 'Network');
      assertCidrFree(db, body.cidr, network.id);
      assertNetworkRefs(db, body);
      const changes = diff(network, { ...network, ...body });
      Object.assign(network, body);
      staffChange(db, request, staff, 'network.update', { type: 'network', ...network }, now, changes);
      return { status: 200, body: networkView(db, network) };
    },
  },
  deleteNetwork: {
    staffArea: INFRA,
    handle({ db, caller, params, now, request }) {
      const staff = staffReads(caller);
      const network = rowOr404(db.networks, params.networkId, 'Network');
      db.networks.delete(network.id);
      staffChange(db, request, staff, 'network.delete', { type: 'network', ...network }, now);
      return { status: 204 };
    },
  },

  listInfraSmsNumbers: {
    handle({ db, caller, query }) {
      staffReads(caller);
      const rows = db.smsNumbers
        .all()
        .map((n) => infraSmsView(db, n))
        .filter((n) => !query.status || n.status === query.status);
      return {
        status: 200,
        body: paginate(rows, query, {
          searchIn: (n) => [n.number, n.alias_name, n.organization_name],
          sortBy: {
            id: (n) => n.id,
            number: (n) => n.number,
            status: (n) => n.status,
            created_at: (n) => n.created_at,
          },
          defaultSort: 'number',
        }),
      };
    },
  },
  createInfraSmsNumber: {
    staffArea: INFRA,
    handle({ db, caller, body, now, request }) {
      const staff = staffReads(caller);
      if (db.smsNumbers.find((n) => n.number === body.number))
        throw invalidField(['number'], 'This number is already in the pool.');
      const sms = db.smsNumbers.insert({
        alias_id: null,
        number: body.number,
        label: 'Pool',
        status: 'active',
        provider: body.provider,
        reserved: false,
        created_at: at(now),
      });
      const target = { type: 'sms_number', id: sms.id, name: sms.number };
      staffChange(db, request, staff, 'sms_number.create', target, now);
      return { status: 201, body: infraSmsView(db, sms) };
    },
  },
  getInfraSmsNumber: {
    handle({ db, caller, params }) {
      staffReads(caller);
      return {
        status: 200,
        body: infraSmsView(db, rowOr404(db.smsNumbers, params.smsNumberId, 'SMS number')),
      };
    },
  },
  updateInfraSmsNumber: {
    staffArea: INFRA,
    handle({ db, caller, params, body, now, request }) {
      const staff = staffReads(caller);
      const sms = rowOr404(db.smsNumbers, params.smsNumberId, 'SMS number');
      if (body.reserved && sms.alias_id !== null)
        throw invalidField(['reserved'], 'An assigned number cannot be held back; release it first.');
      const changes = diff({ provider: sms.provider, reserved: sms.reserved }, body);
      Object.assign(sms, { provider: body.provider, reserved: body.reserved });
      const target = { type: 'sms_number', id: sms.id, name: sms.number };
      staffChange(db, request, staff, 'sms_number.update', target, now, changes);
      return { status: 200, body: infraSmsView(db, sms) };
    },
  },
  deleteInfraSmsNumber: {
    staffArea: INFRA,
    handle({ db, caller, params, now, request }) {
      const staff = staffReads(caller);
      const sms = rowOr404(db.smsNumbers, params.smsNumberId, 'SMS number');
      if (sms.alias_id !== null) {
        const alias = db.aliases.get(sms.alias_id);
        throw conflict(
          `The number is assigned to alias ${alias?.name ?? sms.alias_id}; it cannot be released.`,
        );
      }
      db.smsNumbers.delete(sms.id);
      const target = { type: 'sms_number', id: sms.id, name: sms.number };
      staffChange(db, request, staff, 'sms_number.release', target, now);
      return { status: 204 };
    },
  },
});
